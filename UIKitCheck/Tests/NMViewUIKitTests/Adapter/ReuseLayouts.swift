import NMViewEngine
import NMViewModel
import Synchronization

/// Layouts for the cell and controller tests, and a library that counts how often it is read.
enum ReuseLayouts {
    /// A row of 20 views with a primary layout for phones and a flatter one for wide tables; its
    /// first view is a button whose action goes to the cell.
    static func row(named name: String, kind: DocumentKind = .tableCell) -> LayoutDocument {
        let subviews = (0..<20).map { index in
            ViewNode(
                id: "v\(index)", viewClass: index == 0 ? "UIButton" : index.isMultiple(of: 2) ? "UILabel" : "UIView",
                frame: Rect(x: Double(index) * 16, y: 8, width: 14, height: 44), autoresizing: [.flexibleLeftMargin],
                actions: index == 0 ? ["touchUpInside": "followTapped"] : [:])
        }
        return LayoutDocument(
            viewClass: name, kind: kind, size: Size(width: 320, height: 60), root: ViewNode(subviews: subviews),
            layouts: [
                AlternativeLayout(
                    name: "wide", size: Size(width: 768, height: 44),
                    subviews: [LayoutNode(id: "v0", frame: Rect(x: 600, y: 2, width: 160, height: 40))])
            ])
    }

    /// A screen with a title and a button, and a landscape alternative.
    static let screen = LayoutDocument(
        viewClass: "ProfileController", kind: .controller, size: Size(width: 320, height: 480),
        root: ViewNode(
            properties: ["tag": .number(5)],
            subviews: [
                ViewNode(id: "title", viewClass: "UILabel", frame: Rect(x: 20, y: 20, width: 280, height: 24)),
                ViewNode(
                    id: "follow", viewClass: "UIButton", frame: Rect(x: 20, y: 400, width: 280, height: 44),
                    actions: ["touchUpInside": "followTapped"]),
            ]),
        layouts: [
            AlternativeLayout(
                name: "landscape", size: Size(width: 480, height: 320),
                subviews: [LayoutNode(id: "title", frame: Rect(x: 160, y: 20, width: 300, height: 24))])
        ])

    /// A library of `layouts` by class name that counts the reads of each.
    final class CountingLibrary: LayoutLibrary {
        struct Missing: Error {}
        let layouts: [String: CompiledLayout]
        private let counts = Mutex<[String: Int]>([:])

        init(_ documents: [String: LayoutDocument]) {
            layouts = documents.mapValues(CompiledLayout.init)
        }

        func layout(for viewClass: String) throws -> CompiledLayout {
            counts.withLock { $0[viewClass, default: 0] += 1 }
            guard let layout = layouts[viewClass] else { throw Missing() }
            return layout
        }

        /// How many times `viewClass` was read.
        func reads(of viewClass: String) -> Int { counts.withLock { $0[viewClass] ?? 0 } }
    }
}
