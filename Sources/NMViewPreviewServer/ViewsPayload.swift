import NMViewDiagnostics
import NMViewEngine
import NMViewModel
import NMViewPreview

/// The body of `GET /api/views`: what the page's frames table and inspector show of a layout's
/// views, which does not change with the canvas size. Fetched once per ``PreviewEntry/viewsTag``.
struct ViewsPayload: Encodable, Sendable {
    /// One view, in the compiled layout's order (depth first, parents before children).
    struct View: Encodable, Sendable {
        var index: Int
        /// Its superview's index; -1 for the root's subviews.
        var parent: Int
        var depth: Int
        var `class`: String
        /// The UIKit class a custom class is based on, when the file names one.
        var base: String?
        var id: String?
        /// The autoresizing flags, as the file names them.
        var mask: [String]
        /// Whether UIKit would hide it, so the canvas does not draw it.
        var hidden: Bool
        /// Its frame in each layout, in ``ViewsPayload/layouts`` order: `[x, y, width, height]`.
        var frames: [[Double]]
        var line: Int?
        var column: Int?
        /// Opens its line in the editor, when one was named.
        var link: String?
    }

    var file: String
    var tag: String
    /// The layouts' names: the primary first, then each alternative.
    var layouts: [String]
    var views: [View]

    init(_ entry: PreviewEntry, layout: CompiledLayout, editor: EditorLink?) {
        file = entry.file
        tag = entry.viewsTag
        layouts = layout.variants.map(\.name)
        var depths: [Int] = []
        depths.reserveCapacity(layout.nodes.count)
        views = layout.nodes.indices.map { index in
            let parent = Int(layout.parents[index])
            let depth = parent < 0 ? 0 : depths[parent] + 1
            depths.append(depth)
            let place = entry.viewLocations.indices.contains(index) ? entry.viewLocations[index] : nil
            return View(
                index: index, parent: parent, depth: depth, class: layout.nodes[index].resolvedClass,
                base: layout.nodes[index].baseClass, id: layout.ids[index],
                mask: AutoresizingMask.names.filter { layout.masks[index].contains($0.1) }.map(\.0),
                hidden: SVGRenderer.isHidden(layout.nodes[index]),
                frames: layout.variants.map { Self.numbers($0.frames[index]) },
                line: place?.line, column: place?.column,
                link: place.flatMap { editor?.url(path: $0.file, line: $0.line, column: $0.column) })
        }
    }

    /// A frame as four numbers with at most three decimals, as the SVG writes them.
    static func numbers(_ frame: Rect) -> [Double] {
        [frame.x, frame.y, frame.width, frame.height].map { ($0 * 1000).rounded() / 1000 }
    }
}
