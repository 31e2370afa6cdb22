import Foundation
import NMViewModel

// Loads the layouts NMViewPlugin compiled into this target's resources, as an app would.
for name in ["Greeting", "Badge"] {
    guard let url = Bundle.module.url(forResource: name, withExtension: "layout.json") else {
        print("\(name): not in the bundle")
        exit(1)
    }
    do {
        let document = try LayoutDocument(compiledJSON: Data(contentsOf: url))
        let layouts = (["primary"] + document.layouts.map(\.name)).joined(separator: ", ")
        print("\(name): view \(document.viewClass ?? "?"), \(document.root.subviews.count) subviews, layouts \(layouts)")
    } catch {
        print("\(name): \(error)")
        exit(1)
    }
}
