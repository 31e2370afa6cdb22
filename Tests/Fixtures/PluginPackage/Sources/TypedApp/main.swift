import Foundation
import NMViewEngine
import NMViewUIKit
import UIKit

// Loads the layouts the plugin compiled into this target's resources and uses the Swift it
// generated: typed outlets, the action protocol's method called through a UIAction, and the
// layouts' names, for a view, a table view cell and a view controller.
MainActor.assumeIsolated {
    NMView.library = CompiledLayoutDirectory(directory: Bundle.module.resourceURL ?? Bundle.module.bundleURL)
    let card = Card(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    card.follow.sendActions(for: .touchUpInside)
    print("title: \(card.title.text ?? "-")")
    print("followTapped: \(card.follows.map { $0 === card.follow })")
    print("layouts: \(Card.Layout.primary), \(Card.Layout.landscape)")
    print("problems: \(card.problems.count)")

    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
    table.register(layoutCell: ProfileRowCell.self)
    table.rowHeight = ProfileRowCell.height(forWidth: table.bounds.width)
    let cell = table.dequeueReusableCell(ProfileRowCell.self, for: IndexPath(row: 0, section: 0))
    cell.name.text = "Jane"
    cell.follow.sendActions(for: .touchUpInside)
    print("cell: \(cell.name.text ?? "-"), row height \(Int(table.rowHeight)), follows \(cell.follows), problems \(cell.problems.count)")

    let controller = ProfileViewController()
    controller.follow.sendActions(for: .touchUpInside)
    controller.view.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
    controller.view.layoutIfNeeded()
    print("controller: \(controller.heading.text ?? "-"), follows \(controller.follows), layout \(controller.currentLayoutName ?? "-")")
}
