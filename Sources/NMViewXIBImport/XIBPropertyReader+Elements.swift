import NMViewDiagnostics
import NMViewModel

extension XIBPropertyReader {
    /// `<inset key="contentEdgeInsets" minX= minY= maxX= maxY=>` → `{top, left, bottom, right}`.
    func readInsets(_ element: XIBElement, key: String, into collector: inout Collector) {
        guard let property = Self.declaredProperties[key], property.declaration.kind == .insets else {
            collector.lose("inset \(key)")
            return
        }
        var sides: [String: PropertyValue] = [:]
        for (side, attribute) in [("top", "minY"), ("left", "minX"), ("bottom", "maxY"), ("right", "maxX")] {
            if let number = element[attribute].flatMap(Double.init), number != 0 { sides[side] = .number(number) }
        }
        if !sides.isEmpty { collector.set(property, .object(sides), written: key) }
    }

    /// A button's `<state>`: the normal state's title, images and title colour; what other states
    /// set is reported at their element, since the format keeps one of each.
    func readState(_ element: XIBElement, into collector: inout Collector, findings: inout [Diagnostic]) {
        let state = element["key"] ?? "normal"
        var lost: [String] = []
        defer {
            if !lost.isEmpty {
                let names = lost.map { "'\($0)'" }.joined(separator: ", ")
                findings.append(
                    .warning(
                        XIBDiagnosticID.unsupportedProperty,
                        state == "normal"
                            ? "not carried over from the normal state: \(names)"
                            : "not carried over from the '\(state)' state: \(names); the format has the normal state's only",
                        at: location(element)))
            }
        }
        for attribute in element.attributes.keys.sorted() where attribute != "key" && attribute != "catalog" {
            guard let text = element.attributes[attribute] else { continue }
            if state == "normal", let property = Self.normalStateProperties[attribute] {
                collector.set(property, .string(text), written: attribute)
            } else if state == "highlighted", attribute == "image" {
                collector.set(.highlightedImage, .string(text), written: "highlighted image")
            } else {
                lost.append(attribute)
            }
        }
        var configuration: XIBSymbolConfiguration?
        for child in element.children {
            let key = child["key"] ?? child.name
            switch child.name {
            case "imageReference" where state == "normal" && (key == "image" || key == "backgroundImage"):
                readImageReference(child, property: Self.imageProperty(key), into: &collector)
                continue
            // UIButton.setPreferredSymbolConfiguration(_:forImageIn:): the state's image only.
            case "preferredSymbolConfiguration" where state == "normal":
                configuration = XIBSymbolConfiguration(preferred: child)
                continue
            default: break
            }
            // The grey title shadow IB gives every button: drawn at the zero shadow offset IB also
            // gives a button unless set otherwise, it shows nothing.
            if key == "titleShadowColor", child["white"] == "0.5", child["alpha"] == "1" { continue }
            guard state == "normal", child.name == "color", key == "titleColor" else {
                lost.append(key)
                continue
            }
            switch XIBColor.read(child, namedColors: namedColors) {
            case .value(let color): collector.set(.titleColor, .string(color), written: "titleColor")
            case .unnamableAsset(let name, let reason, let fallback):
                findings.append(assetColorWarning(child, key: key, name: name, reason: reason, fallback: fallback))
                if let fallback { collector.set(.titleColor, .string(fallback), written: "titleColor") }
            case .unsupported: lost.append(key)
            }
        }
        guard state == "normal" else { return }
        // The state's catalog is its image attribute's.
        finishImages(
            [(.image, element["catalog"]), (.backgroundImage, nil)], configuration: configuration, configured: [.image],
            into: &collector)
    }

    /// The normal state's attributes that are properties of the format.
    private static let normalStateProperties = ["title": ViewProperty.title, "image": .image, "backgroundImage": .backgroundImage]

    /// `<accessibility key="accessibilityConfiguration">`: identifier, label and hint as attributes,
    /// and whether the view is an element as Interface Builder writes it, a child
    /// `<bool key="isElement" value="YES"/>` (Accessibility › Enabled in its inspector).
    func readAccessibility(_ element: XIBElement, into collector: inout Collector) {
        for attribute in element.attributes.keys.sorted() where attribute != "key" {
            guard let text = element.attributes[attribute] else { continue }
            switch attribute {
            case "identifier": collector.set(.accessibilityIdentifier, .string(text), written: "accessibility identifier")
            case "label": collector.set(.accessibilityLabel, .string(text), written: "accessibility label")
            case "hint": collector.set(.accessibilityHint, .string(text), written: "accessibility hint")
            case "isElement": continue
            default: collector.lose("accessibility \(attribute)")
            }
        }
        for child in element.children {
            if child.name == "bool", child["key"] == "isElement", let value = child["value"] {
                collector.set(.accessibilityElement, .bool(value == "YES"), written: "accessibility isElement")
                continue
            }
            collector.lose("accessibility \(child["key"] ?? child.name)")
        }
    }

    /// User-defined runtime attributes: the layer's corner radius and border width are properties
    /// of the format; every other one is reported where it is.
    func readRuntimeAttributes(_ element: XIBElement, into collector: inout Collector, findings: inout [Diagnostic]) {
        let layerProperties = ["layer.cornerRadius": ViewProperty.cornerRadius, "layer.borderWidth": .borderWidth]
        for attribute in element.children where attribute.name == "userDefinedRuntimeAttribute" {
            let keyPath = attribute["keyPath"] ?? ""
            if let (property, value) = Self.runtimeProperty(attribute) {
                collector.set(property, value, written: keyPath)
                continue
            }
            if let property = layerProperties[keyPath],
                let number = attribute.child(key: "value").flatMap({ $0["value"] }).flatMap(Double.init)
            {
                collector.set(property, .number(number), written: keyPath)
                continue
            }
            findings.append(
                .warning(
                    XIBDiagnosticID.runtimeAttributes,
                    "the user-defined runtime attribute '\(keyPath)' is not carried over: set it in code",
                    at: location(attribute)))
        }
    }

    /// Runtime attributes naming a property of the format: the accessibility texts, and the
    /// layer's masksToBounds, which is the view's clipsToBounds (UIView documents
    /// clipsToBounds as setting its layer's masksToBounds).
    private static func runtimeProperty(_ attribute: XIBElement) -> (ViewProperty, PropertyValue)? {
        let value = attribute["value"] ?? attribute.child(key: "value")?["value"]
        let property: (ViewProperty, PropertyValue)? = switch (attribute["keyPath"], attribute["type"], value) {
        case ("accessibilityIdentifier", "string", let text?): (ViewProperty.accessibilityIdentifier, PropertyValue.string(text))
        case ("accessibilityLabel", "string", let text?): (ViewProperty.accessibilityLabel, PropertyValue.string(text))
        case ("accessibilityHint", "string", let text?): (ViewProperty.accessibilityHint, PropertyValue.string(text))
        case ("layer.masksToBounds", "boolean", let flag?), ("clipsToBounds", "boolean", let flag?):
            flag == "YES" || flag == "NO" ? (ViewProperty.clipsToBounds, PropertyValue.bool(flag == "YES")) : nil
        default: nil
        }
        return property
    }
}
