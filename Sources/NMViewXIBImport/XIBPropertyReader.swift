import NMViewDiagnostics
import NMViewModel

/// Reads the properties of one view element: its attributes through ``XIBAttributeRule``, and the
/// property elements inside it (colours, font, insets, states, …). What has no place in the
/// format, or is not declared for the view's class, becomes a warning at the xib's position.
struct XIBPropertyReader {
    /// The xib's path, for findings.
    var path: String
    /// Asset colours defined in the xib's resources, by name.
    var namedColors: [String: XIBElement]
    /// The project's own fonts the xib lists under `<customFonts>`: PostScript name → font file.
    var customFonts: [String: String] = [:]
    /// The system symbols the xib's resources list (`<image name="bell.fill" catalog="system">`).
    var systemImages: Set<String> = []

    /// Children another part of the importer reads (structure, connections, what it reports).
    static let structuralChildren: Set<String> = [
        "subviews", "connections", "constraints", "variation", "point", "viewLayoutGuide", "nil",
        "freeformSimulatedSizeMetrics", "simulatedMetricsContainer", "simulatedStatusBarMetrics",
        "simulatedOrientationMetrics", "simulatedScreenMetrics", "prototypes", "cells",
    ]

    /// The format's properties by name: one lookup, where `ViewProperty(rawValue:)` compares the
    /// name against every case in turn.
    static let declaredProperties = Dictionary(uniqueKeysWithValues: ViewProperty.allCases.map { ($0.rawValue, $0) })

    /// The properties `element` sets on a view of `className`; a root takes only the properties
    /// every view has, as the format's root does.
    func properties(
        of element: XIBElement, className: String, isRoot: Bool, findings: inout [Diagnostic]
    ) -> [String: PropertyValue] {
        var collector = Collector(className: className, isRoot: isRoot, elementName: element.name)
        readAttributes(of: element, into: &collector)
        for child in element.children { readChild(child, of: element, into: &collector, findings: &findings) }
        // The element's catalog is its image attribute's; IB writes other images it qualifies as
        // <imageReference>s, and every system image also under <resources>.
        finishImages(
            [(.image, element["catalog"]), (.highlightedImage, nil), (.backgroundImage, nil)],
            configuration: collector.symbolConfiguration, configured: [.image, .highlightedImage], into: &collector)
        finishTextInputTraits(of: element, into: &collector)
        if !collector.lost.isEmpty {
            let names = collector.lost.map { "'\($0)'" }.joined(separator: ", ")
            findings.append(
                .warning(
                    XIBDiagnosticID.unsupportedProperty,
                    "not carried over from '\(element.name)' (\(className)): \(names)", at: location(element)))
        }
        return collector.properties
    }

    private func readAttributes(of element: XIBElement, into collector: inout Collector) {
        let firstLost = collector.lost.count
        // In the dictionary's order, one lookup an attribute; what is lost is put in name order
        // after, as it was when the names were sorted first (the mapping is one attribute to one
        // property, so nothing else depends on the order).
        var attributes = element.attributes
        // What IB leaves out where its default is not the format's, written as the value it means.
        for (name, text) in XIBAttributeRule.impliedWhenAbsent[element.name] ?? [:] where attributes[name] == nil {
            attributes[name] = text
        }
        for (name, text) in attributes {
            guard let rule = XIBAttributeRule.table[name] else {
                // A catalog is read with the image it qualifies (finishImages).
                if !XIBAttributeRule.ignored.contains(name), name != "catalog", !XIBAttributeRule.isStock(name, text, on: element.name) {
                    collector.lose("\(name)=\(text)")
                }
                continue
            }
            if name == "tag", text == XIBClassMap.omitSubviewsTag || text == XIBClassMap.layoutViewTag { continue }
            if name == "minimumScaleFactor", !element.flag("adjustsFontSizeToFit") { continue }
            // IB writes opaque="NO" for every class but UIView, whose default it is there.
            if name == "opaque", element.name != "view" { continue }
            if rule.isElementDefault(text, on: element.name) { continue }
            guard let converted = rule.value(text, on: element.name) else {
                if !XIBAttributeRule.isStock(name, text, on: element.name) { collector.lose("\(name)=\(text)") }
                continue
            }
            if let value = converted { collector.set(rule.property, value, written: name) }
        }
        if collector.lost.count - firstLost > 1 {
            collector.lost[firstLost...].sort { Self.attributeName($0) < Self.attributeName($1) }
        }
    }

    /// The attribute a lost entry names: `alpha=0.5` → alpha (names have no `=`).
    private static func attributeName(_ lost: String) -> Substring {
        lost.prefix { $0 != "=" }
    }

    private func readChild(
        _ child: XIBElement, of element: XIBElement, into collector: inout Collector, findings: inout [Diagnostic]
    ) {
        let key = child["key"] ?? ""
        switch child.name {
        case _ where Self.structuralChildren.contains(child.name): return
        case "rect" where key == "frame", "size" where key == "freeformSize": return
        case "autoresizingMask": return
        case "color":
            guard let property = Self.declaredProperties[key], property.declaration.kind == .color else {
                collector.lose(key)
                return
            }
            switch XIBColor.read(child, namedColors: namedColors) {
            case .value(let text): collector.set(property, .string(text), written: key)
            case .unnamableAsset(let name, let reason, let fallback):
                findings.append(assetColorWarning(child, key: key, name: name, reason: reason, fallback: fallback))
                if let fallback { collector.set(property, .string(fallback), written: key) }
            case .unsupported(let reason): findings.append(.warning(XIBDiagnosticID.unsupportedProperty, "'\(key)' is not carried over: \(reason)", at: location(child)))
            }
        case "fontDescription":
            let font = XIBFont.read(child)
            if let value = font.value { collector.set(.font, value, written: "font") }
            if let lost = font.lost { collector.lose("font: \(lost)") }
            if let warning = fontWarning(child) { findings.append(warning) }
        case "inset": readInsets(child, key: key, into: &collector)
        case "string" where key == "text": collector.set(.text, .string(child.text), written: "text")
        case "state": readState(child, into: &collector, findings: &findings)
        case "imageReference": readImageReference(child, property: Self.imageProperty(key), into: &collector)
        case "preferredSymbolConfiguration": collector.symbolConfiguration = XIBSymbolConfiguration(preferred: child)
        case "segments":
            let titles = child.children.filter { $0.name == "segment" }.map { PropertyValue.string($0["title"] ?? "") }
            // The format's segmented control has at least one segment; IB never saves none (the
            // xib fuzzer's, whose 'segments: []' lint refused).
            if titles.isEmpty {
                collector.lose("segments")
            } else {
                collector.set(.segments, .list(titles), written: "segments")
            }
        // Xcode writes an empty list where a recognizer was once attached.
        case "gestureRecognizers" where child.children.isEmpty: return
        case "collectionViewFlowLayout": readFlowLayout(child, into: &collector)
        case "textInputTraits": readTextInputTraits(child, into: &collector)
        case "accessibility": readAccessibility(child, into: &collector)
        case "userDefinedRuntimeAttributes": readRuntimeAttributes(child, into: &collector, findings: &findings)
        default: collector.lose(key.isEmpty ? child.name : "\(child.name) \(key)")
        }
    }

    /// The warning for an asset colour the format cannot name, at its `<color>`.
    func assetColorWarning(
        _ element: XIBElement, key: String, name: String, reason: XIBColor.UnnamableAsset, fallback: String?
    ) -> Diagnostic {
        let message = switch (reason, fallback) {
        case (.invalidName, _):
            "'\(key)' is not carried over: the asset colour '\(name)' does not start with an ASCII letter, digit or '_', "
                + "as the format's asset colour names do; rename the colour set"
        case (.uikitName, let fallback?):
            "the asset colour '\(name)' has a UIKit colour's name, which the format reads as UIKit's colour: '\(key)' is "
                + "written as its components, '\(fallback)', without its dark appearance; rename the colour set to keep it"
        case (.uikitName, nil):
            "'\(key)' is not carried over: the asset colour '\(name)' has a UIKit colour's name, which the format reads "
                + "as UIKit's colour, and the xib lists no components for it; rename the colour set"
        }
        return .warning(XIBDiagnosticID.assetColorName, message, at: location(element))
    }

    /// A warning for a font iOS does not install: the layout names it, and a device without the
    /// font file draws the system font instead.
    private func fontWarning(_ element: XIBElement) -> Diagnostic? {
        guard element["type"] == nil, element["style"] == nil, let name = element["name"] else { return nil }
        if let file = customFonts[name] {
            return .warning(
                XIBDiagnosticID.customFont,
                "the font '\(name)' is the project's own ('\(file)'): the app must bundle it and list it under UIAppFonts, or UIKit draws the system font",
                at: location(element))
        }
        guard !IOSInstalledFonts.contains(name: name, family: element["family"]) else { return nil }
        return .warning(
            XIBDiagnosticID.customFont,
            "the font '\(name)' is not installed on iOS: the app must bundle it and list it under UIAppFonts, or UIKit draws the system font",
            at: location(element))
    }

    /// The image property `key` names, if it names one.
    static func imageProperty(_ key: String) -> ViewProperty? {
        declaredProperties[key].flatMap { $0.declaration.kind == .image ? $0 : nil }
    }

    func location(_ element: XIBElement) -> SourceLocation {
        SourceLocation(file: path, line: element.line, column: element.column)
    }
}
