#if canImport(UIKit)
import UIKit

/// Layer colours are CGColors, fixed when they are set, so a system colour on a layer would stay
/// light in dark mode. Each is kept with its UIColor and resolved again when the appearance changes.
@MainActor
final class LayerColors {
    private struct Entry {
        weak var layer: CALayer?
        let color: UIColor
    }

    private var entries: [Entry] = []

    /// Sets `layer`'s border colour to `color` as it looks in `traits`, and remembers it.
    func setBorderColor(_ color: UIColor, of layer: CALayer, for traits: UITraitCollection) {
        entries.removeAll { $0.layer == nil || $0.layer === layer }
        entries.append(Entry(layer: layer, color: color))
        layer.borderColor = color.resolvedColor(with: traits).cgColor
    }

    /// Resolves every remembered colour again for `traits`.
    func resolve(for traits: UITraitCollection) {
        entries.removeAll { $0.layer == nil }
        for entry in entries { entry.layer?.borderColor = entry.color.resolvedColor(with: traits).cgColor }
    }
}
#endif
