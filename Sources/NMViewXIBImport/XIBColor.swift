import Foundation
import NMViewModel

/// Reads IB's `<color>` elements as the format's colours: UIKit's named colours by name, the rest
/// as `#RRGGBB` or `#RRGGBBAA`.
enum XIBColor {
    /// The outcome of reading one colour: the value to write, or why it could not be carried over.
    enum Reading: Equatable {
        case value(String)
        case unsupported(String)
    }

    /// The colour `element` describes; `namedColors` holds the asset colours of the xib's
    /// `<resources>`, used when a colour names one.
    static func read(_ element: XIBElement, namedColors: [String: XIBElement] = [:]) -> Reading {
        if let system = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
            if let name = colorName(system) { return .value(name) }
            return .unsupported("the system colour '\(system)' has no name in the format")
        }
        if let asset = element["name"] {
            guard let definition = namedColors[asset].flatMap({ $0.child(named: "color") }),
                case .value(let value) = read(definition)
            else { return .unsupported("the asset colour '\(asset)' is not defined in the xib") }
            return .value(value)
        }
        let alpha = number(element["alpha"]) ?? 1
        if let white = number(element["white"]) {
            return .value(hex(white, white, white, alpha))
        }
        if let red = number(element["red"]), let green = number(element["green"]), let blue = number(element["blue"]) {
            return .value(hex(red, green, blue, alpha))
        }
        return .unsupported("a colour without components")
    }

    /// Whether a colour read from `element` is an asset colour that loses its light and dark variants.
    static func isAssetColor(_ element: XIBElement) -> Bool { element["name"] != nil }

    /// The format's name for IB's `systemBlueColor`, `labelColor`, `clearColor`, …
    static func colorName(_ system: String) -> String? {
        colorNames[system]
    }

    /// Each name the format has, under itself and with IB's `Color` suffix; the name itself wins
    /// where both spell the same. One lookup, where `ColorName(rawValue:)` compares against every
    /// case in turn, twice for a suffixed name.
    private static let colorNames: [String: String] = {
        var names: [String: String] = [:]
        for name in ColorName.allCases { names[name.rawValue + "Color"] = name.rawValue }
        for name in ColorName.allCases { names[name.rawValue] = name.rawValue }
        return names
    }()

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque; a fully transparent colour is `clear`.
    static func hex(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double) -> String {
        if alpha <= 0 { return ColorName.clear.rawValue }
        let components = alpha >= 1 ? [red, green, blue] : [red, green, blue, alpha]
        return "#" + components.map { String(format: "%02X", Int((min(max($0, 0), 1) * 255).rounded())) }.joined()
    }

    private static func number(_ text: String?) -> Double? {
        text.flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil }
    }
}
