import NMViewModel

/// Compiled layouts by class name, each read from its library once: what reusable views (cells,
/// controllers) load from, so that a table dequeuing a thousand cells reads and decodes the
/// layout file once, not once per cell as a nib per cell did.
///
/// A class without a layout is remembered too, so its instances do not look for the file again.
/// Not thread-safe: a host uses it from one thread (UIKit's main thread).
public final class LayoutCache {
    /// Where layouts are read from on first use.
    public let library: any LayoutLibrary
    /// What each class name gave: its layout, or `nil` when the library had none.
    private var loaded: [String: CompiledLayout?] = [:]
    /// How many times the library was asked, for tests and benchmarks: once per class.
    public private(set) var reads = 0

    /// A cache in front of `library`.
    public init(library: any LayoutLibrary) {
        self.library = library
    }

    /// The layout of `viewClass`, read on the first request only; `nil` if the library has none.
    public func layout(for viewClass: String) -> CompiledLayout? {
        if let known = loaded[viewClass] { return known }
        reads += 1
        let layout = try? library.layout(for: viewClass)
        loaded[viewClass] = layout
        return layout
    }

    /// Puts `layout` in place of what `viewClass` had, without reading the library: a live
    /// reload delivered it, so the cells and controllers made from now on build from it.
    public func replace(_ layout: CompiledLayout, for viewClass: String) {
        loaded[viewClass] = layout
    }
}
