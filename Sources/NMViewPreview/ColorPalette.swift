import NMViewColor
import NMViewModel

/// Colours as the preview draws them, from ``ColorResolver``: `#RRGGBB` and `#RRGGBBAA` as
/// written, UIKit's named colours as their values (iOS 17) in the appearance drawn, asset colours
/// as the catalogs read say.
enum ColorPalette {
    /// The colour a layout value writes in `appearance`; `nil` when it is not a colour, or names
    /// an asset colour no catalog has (lint reports it; the preview draws nothing for it).
    static func svg(_ value: PropertyValue?, _ appearance: Appearance, _ resolver: ColorResolver) -> SVGColor? {
        guard let color = value?.colorValue, let rgba = resolver.resolve(color, appearance) else { return nil }
        return SVGColor(rgba)
    }

    /// A named colour's value in `appearance`.
    static func named(_ name: ColorName, _ appearance: Appearance = .light) -> SVGColor {
        SVGColor(SystemColors.color(name, appearance))
    }
}
