import Foundation
import NMViewEngine
import NMViewUIKit
import UIKit

// Loads the layout the plugin compiled into this target's resources and uses the Swift it
// generated: typed outlets, the action protocol's method called through a UIAction, and the
// layouts' names.
MainActor.assumeIsolated {
    NMView.library = CompiledLayoutDirectory(directory: Bundle.module.resourceURL ?? Bundle.module.bundleURL)
    let card = Card(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    card.follow.sendActions(for: .touchUpInside)
    print("title: \(card.title.text ?? "-")")
    print("followTapped: \(card.follows.map { $0 === card.follow })")
    print("layouts: \(Card.Layout.primary), \(Card.Layout.landscape)")
    print("problems: \(card.problems.count)")
}
