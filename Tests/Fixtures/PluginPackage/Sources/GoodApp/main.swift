import Foundation
import NMViewEngine

// Loads the layouts NMViewPlugin compiled into this target's resources, as an app does when it
// sets `NMView.library` to the same directory.
let library = CompiledLayoutDirectory(directory: Bundle.module.resourceURL ?? Bundle.module.bundleURL)
for name in ["Greeting", "Badge"] {
    do {
        let layout = try library.layout(for: name)
        let variants = layout.variants.map(\.name).joined(separator: ", ")
        print("\(name): view \(layout.viewClass), \(layout.document.root.subviews.count) subviews, layouts \(variants)")
    } catch {
        print("\(name): \(error)")
        exit(1)
    }
}
