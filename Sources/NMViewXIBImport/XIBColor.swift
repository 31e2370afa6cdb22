import Foundation
import NMViewModel

/// Reads IB's `<color>` elements as the format's colours: UIKit's named colours by name, asset
/// catalog colours by their colour set's name, the rest as `#RRGGBB` or `#RRGGBBAA`.
enum XIBColor {
    /// The outcome of reading one colour: the value to write, or why it could not be carried over.
    enum Reading: Equatable {
        case value(String)
        /// An asset colour whose name the format cannot write as an asset colour's: written as
        /// `fallback` when there is one, left out otherwise.
        case unnamableAsset(String, UnnamableAsset, fallback: String?)
        case unsupported(String)
    }

    /// Why the format cannot name an asset colour.
    enum UnnamableAsset: Equatable {
        /// The name does not start with an ASCII letter, digit or `_`, as the format's asset
        /// colour names do (a `#` would make it hexadecimal).
        case invalidName
        /// The name is a UIKit colour's, which the format reads as UIKit's colour. The fallback
        /// is the components the xib's resources list for the colour set (its Any appearance).
        case uikitName
    }

    /// The colour `element` describes; `namedColors` holds the asset colours of the xib's
    /// `<resources>`, whose components stand in for a colour set the format cannot name.
    static func read(_ element: XIBElement, namedColors: [String: XIBElement] = [:]) -> Reading {
        if let system = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
            if let name = colorName(system) { return .value(name) }
            return .unsupported("the system colour '\(system)' has no name in the format")
        }
        if let asset = element["name"] { return readAsset(asset, namedColors: namedColors) }
        let alpha = number(element["alpha"]) ?? 1
        if let white = number(element["white"]) {
            return .value(hex(white, white, white, alpha))
        }
        if let red = number(element["red"]), let green = number(element["green"]), let blue = number(element["blue"]) {
            return .value(hex(red, green, blue, alpha))
        }
        return .unsupported("a colour without components")
    }

    /// IB's `name="BrandPrimary"`, a colour set of the app's asset catalog, as the format names it,
    /// which keeps its dark appearance; what the format reads it as decides, so that the name
    /// written reads back as the same asset colour. IB's spelling of a UIKit colour
    /// (`labelColor`) is an asset's name here, as IB means it, and stays one in the format.
    private static func readAsset(_ name: String, namedColors: [String: XIBElement]) -> Reading {
        switch ColorValue(name) {
        case .asset: return .value(name)
        case .named:
            // Read without the resources, so a definition that names a colour set ends there.
            let components = namedColors[name].flatMap { $0.child(named: "color") }.map { read($0) }
            guard case .value(let fallback) = components else { return .unnamableAsset(name, .uikitName, fallback: nil) }
            return .unnamableAsset(name, .uikitName, fallback: fallback)
        case .rgba, .appearances, nil: return .unnamableAsset(name, .invalidName, fallback: nil)
        }
    }

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
        // IB's names for colours iOS 13 renamed: the same colour, as UIKit documents
        // groupTableViewBackground ("use systemGroupedBackgroundColor instead").
        names["groupTableViewBackgroundColor"] = ColorName.systemGroupedBackground.rawValue
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
