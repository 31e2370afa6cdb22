import Foundation
import NMViewModel

/// Reads one colour set's `Contents.json` as Xcode writes it (see the asset catalog format: an
/// entry per appearance, each a colour space and its components, or a system colour reference)
/// into the values a device would pick.
///
/// Of the entries for one appearance, the `universal` idiom wins, else `iphone`, else the first;
/// an entry for a particular display gamut loses to one for any gamut. Entries for appearances
/// nmview does not model (other idioms' only entries, unknown appearance kinds) are left out.
public enum ColorSetContents {
    /// The appearance an entry is for, as its `appearances` list says.
    struct Slot: Hashable {
        /// nil: any appearance (no luminosity written).
        var luminosity: Appearance?
        var highContrast: Bool

        /// How a message names it.
        var name: String {
            let base = luminosity?.rawValue ?? "any"
            return highContrast ? "high-contrast \(base)" : base
        }
    }

    /// The colour set `name` (the name a layout writes) from the bytes of its `Contents.json` at
    /// `file`; the problem that keeps it from giving a colour, if any.
    public static func color(
        named name: String, file: String, data: Data, limits: AssetCatalogLimits = .default
    ) throws(ColorSetProblem) -> AssetColor {
        let entries = try entries(of: data, limits: limits)
        var best: [Slot: (rank: (Int, Int, Int), entry: [String: Any])] = [:]
        for (index, entry) in entries.enumerated() {
            guard let slot = slot(of: entry) else { continue }
            let rank = (idiomRank(entry["idiom"] as? String), entry["display-gamut"] == nil ? 0 : 1, index)
            if let current = best[slot], current.rank <= rank { continue }
            best[slot] = (rank, entry)
        }
        func value(_ slot: Slot) throws(ColorSetProblem) -> RGBAColor? {
            guard let entry = best[slot]?.entry else { return nil }
            return try color(of: entry, slot: slot)
        }
        let any = try value(Slot(luminosity: nil, highContrast: false))
        let light = try value(Slot(luminosity: .light, highContrast: false))
        let dark = try value(Slot(luminosity: .dark, highContrast: false))
        let contrastAny = try value(Slot(luminosity: nil, highContrast: true))
        let contrastLight = try value(Slot(luminosity: .light, highContrast: true))
        let contrastDark = try value(Slot(luminosity: .dark, highContrast: true))
        guard let lightValue = light ?? any else { throw .noAnyAppearance }
        // With a light entry of its own, the any entry is what dark mode falls back to.
        return AssetColor(
            name: name, light: lightValue, dark: dark ?? (light != nil ? any : nil),
            highContrastLight: contrastLight ?? contrastAny,
            highContrastDark: contrastDark ?? (dark == nil ? contrastAny : nil), file: file)
    }

    /// The `colors` list of a `Contents.json`, its size and nesting checked before it is parsed.
    static func entries(of data: Data, limits: AssetCatalogLimits) throws(ColorSetProblem) -> [[String: Any]] {
        let object = try object(of: data, limits: limits)
        guard let list = object["colors"] as? [Any], !list.isEmpty else { throw .noColors }
        return list.compactMap { $0 as? [String: Any] }
    }

    /// The top-level object of a JSON file within `limits`.
    static func object(of data: Data, limits: AssetCatalogLimits) throws(ColorSetProblem) -> [String: Any] {
        guard data.count <= limits.maxFileBytes else { throw .tooLarge(limit: limits.maxFileBytes) }
        // Parsers recurse per level: a file of nothing but brackets must be refused before one runs.
        guard JSONNesting.depth(of: data, stoppingAbove: limits.maxJSONDepth) <= limits.maxJSONDepth else {
            throw .tooDeep(limit: limits.maxJSONDepth)
        }
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { throw .notJSON }
        return object
    }

    /// The appearance `entry` is for; nil for one nmview does not model.
    static func slot(of entry: [String: Any]) -> Slot? {
        var slot = Slot(luminosity: nil, highContrast: false)
        for item in entry["appearances"] as? [Any] ?? [] {
            guard let item = item as? [String: Any] else { return nil }
            let value = item["value"] as? String
            switch item["appearance"] as? String {
            case "luminosity":
                guard let luminosity = value.flatMap(Appearance.init(rawValue:)) else { return nil }
                slot.luminosity = luminosity
            case "contrast":
                guard value == "high" else { return nil }
                slot.highContrast = true
            default:
                return nil
            }
        }
        return slot
    }

    /// 0 for `universal` (or none written), 1 for `iphone`, 2 for any other idiom.
    private static func idiomRank(_ idiom: String?) -> Int {
        switch idiom {
        case nil, "universal": 0
        case "iphone": 1
        default: 2
        }
    }

    /// The sRGB value of an entry's `color`: a system reference, or components in a colour space.
    static func color(of entry: [String: Any], slot: Slot) throws(ColorSetProblem) -> RGBAColor {
        guard let color = entry["color"] as? [String: Any] else { throw .malformedEntry(slot: slot.name) }
        if let reference = color["reference"] as? String {
            // `systemGray2Color` is UIColor.systemGray2; UIKit names a few without the suffix.
            let stripped = reference.hasSuffix("Color") ? String(reference.dropLast("Color".count)) : reference
            guard let name = ColorName(rawValue: stripped) ?? ColorName(rawValue: reference) else {
                throw .unknownReference(slot: slot.name, name: reference)
            }
            return SystemColors.color(name, slot.luminosity ?? .light)
        }
        guard let spaceName = color["color-space"] as? String else { throw .missingColorSpace(slot: slot.name) }
        guard let space = AssetColorSpace(rawValue: spaceName) else {
            throw .unknownColorSpace(slot: slot.name, name: spaceName)
        }
        let components = color["components"] as? [String: Any] ?? [:]
        func component(_ key: String, default fallback: Double? = nil) throws(ColorSetProblem) -> Double {
            guard let raw = components[key] else {
                if let fallback { return fallback }
                throw .missingComponent(slot: slot.name, component: key)
            }
            guard let value = ColorComponent.value(of: raw) else {
                throw .badComponent(slot: slot.name, component: key, text: "\(raw)")
            }
            return value
        }
        // Xcode always writes alpha; a hand-written set without one is opaque, as UIKit takes it.
        let alpha = try component("alpha", default: 1)
        let rgb: (red: Double, green: Double, blue: Double)
        if space.isGray {
            let white = try component("white")
            rgb = space.sRGB(red: white, green: white, blue: white)
        } else {
            rgb = space.sRGB(red: try component("red"), green: try component("green"), blue: try component("blue"))
        }
        return RGBAColor(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
    }
}
