import NMViewModel

/// The headless table or collection view's reuse queue: cells registered by class name under an
/// identifier, made from the layout cache, handed out again after they leave the screen.
///
/// It follows UIKit's `dequeueReusableCell(withIdentifier:for:)`: a cell waiting for reuse is
/// prepared and sized for the row; otherwise a new one is made. Every cell of a class is built
/// from the one layout the cache read, never from the file again.
public final class HeadlessReuseQueue {
    /// Where the cells' layouts come from, once per class.
    public let layouts: LayoutCache
    /// The cell class registered for each reuse identifier.
    private var classes: [String: String] = [:]
    /// Cells off screen, by reuse identifier.
    private var waiting: [String: [HeadlessCell]] = [:]
    /// How many cells were made: the rest of the dequeues were reuses.
    public private(set) var made = 0
    /// Every cell made, on screen or waiting, held weakly, for a live reload to reach.
    private var cells = LiveViewRegistry<HeadlessCell>()

    /// A queue making cells from the layouts in `layouts`.
    public init(layouts: LayoutCache) {
        self.layouts = layouts
    }

    /// Makes cells of `cellClass` for `identifier` (the class name by default).
    public func register(cellClass: String, forReuseIdentifier identifier: String? = nil) {
        classes[identifier ?? cellClass] = cellClass
    }

    /// A cell for `identifier` of `size`: one that left the screen, prepared for reuse, or a new
    /// one. `nil` when nothing is registered for `identifier` or its class has no layout (UIKit
    /// raises an exception for the first).
    public func dequeue(withIdentifier identifier: String, size: Size) -> HeadlessCell? {
        let frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        if let cell = waiting[identifier]?.popLast() {
            cell.prepareForReuse()
            cell.apply(frame: frame)
            return cell
        }
        guard let cellClass = classes[identifier], let layout = layouts.layout(for: cellClass) else { return nil }
        made += 1
        let cell = HeadlessCell(layout: layout, reuseIdentifier: identifier, frame: frame)
        cells.register(cell, viewClass: cellClass)
        return cell
    }

    /// A live reload of `cellClass`: the cache takes `layout` for the cells made from now on,
    /// and every cell already made, on screen or waiting, gets it in place, keeping the views
    /// whose ids both layouts have, as UIKit's cells do.
    public func reload(_ layout: CompiledLayout, for cellClass: String) {
        layouts.replace(layout, for: cellClass)
        for cell in cells.views(of: cellClass) { cell.reload(layout) }
    }

    /// Takes back `cell`, which left the screen, for the next dequeue of its identifier.
    public func recycle(_ cell: HeadlessCell) {
        waiting[cell.reuseIdentifier, default: []].append(cell)
    }
}
