#if canImport(UIKit)
import NMViewEngine
import UIKit

/// The compiled layouts of cells and view controllers, each read from ``NMView/library`` once:
/// a table dequeuing a thousand cells builds each cell from the layout in memory, never from the
/// file again.
@MainActor
enum ReusableLayouts {
    /// The layouts read so far; replaced when ``NMView/library`` is.
    static var cache = LayoutCache(library: NMView.library)

    /// The size a cell of `className` takes at `width`, or `nil` if the class has no layout.
    static func cellSize(of className: String, width: CGFloat) -> CGSize? {
        guard let layout = cache.layout(for: className) else { return nil }
        let size = layout.cellSize(forWidth: Double(width)).size
        return CGSize(width: size.width, height: size.height)
    }
}
#endif
