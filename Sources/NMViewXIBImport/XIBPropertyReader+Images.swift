import NMViewModel

/// Images as Interface Builder writes them: an asset by name (`image="avatar"`), or an SF Symbol,
/// which IB marks with `catalog="system"` on the element, on an `<imageReference>`, and on the
/// image's entry under `<resources>`; with a `symbolScale` and a `<preferredSymbolConfiguration>`.
extension XIBPropertyReader {
    /// Whether the image `name`, written with `catalog` (on its own element, if any), is a system
    /// symbol: the element's catalog says so, and without one the xib's resources do.
    func isSystemImage(_ name: String, catalog: String?) -> Bool {
        if let catalog { return catalog == "system" }
        return systemImages.contains(name)
    }

    /// The value of an image `name` written with `catalog`: a symbol mapping when it is a system
    /// symbol, else the asset's name; nil for a system symbol whose name no symbol has (IB never
    /// saves one; the xib fuzzer's 'heart. ll', which lint refused).
    func imageValue(_ name: String, catalog: String?, scale: XIBSymbolConfiguration? = nil) -> PropertyValue? {
        guard isSystemImage(name, catalog: catalog) else { return .string(name) }
        guard SymbolImage.isPlausibleName(name) else { return nil }
        let symbol = SymbolImage(systemName: name)
        return (scale?.applied(to: symbol) ?? symbol).propertyValue
    }

    /// `<imageReference key="image" image="bell.fill" catalog="system" symbolScale="large"
    /// renderingMode="template"/>`: the image of the property its key names.
    func readImageReference(_ element: XIBElement, property: ViewProperty?, into collector: inout Collector) {
        let key = element["key"] ?? "image"
        guard let property, let name = element["image"] else {
            collector.lose("imageReference \(key)")
            return
        }
        let scale = XIBSymbolConfiguration(symbolScale: element["symbolScale"])
        for lost in scale.lost { collector.lose("\(key) \(lost)") }
        // A symbol is a template image already; another rendering mode would colour it otherwise.
        if let mode = element["renderingMode"], mode != "template", mode != "automatic" {
            collector.lose("\(key) renderingMode=\(mode)")
        }
        guard let value = imageValue(name, catalog: element["catalog"], scale: scale) else {
            collector.lose("\(key) '\(name)', which is not an SF Symbol name")
            return
        }
        collector.set(property, value, written: key)
    }

    /// Makes the images of `properties` that name system symbols (each with the catalog written
    /// beside it, if any) into symbol mappings, and lays `configuration` over those it applies to
    /// (`configured`), as UIKit lays a view's preferred symbol configuration over its image's. A
    /// configuration on a view without a symbol changes nothing UIKit draws, and is dropped.
    func finishImages(
        _ properties: [(ViewProperty, String?)], configuration: XIBSymbolConfiguration?,
        configured: Set<ViewProperty>, into collector: inout Collector
    ) {
        var configuresASymbol = false
        for (property, catalog) in properties {
            guard let value = collector.properties[property.rawValue] else { continue }
            let written: PropertyValue
            if case .string(let name) = value {
                guard let image = imageValue(name, catalog: catalog) else {
                    collector.properties[property.rawValue] = nil
                    collector.lose("\(property.rawValue) '\(name)', which is not an SF Symbol name")
                    continue
                }
                written = image
            } else {
                written = value
            }
            guard case .symbol(let symbol)? = written.imageValue else { continue }
            guard let configuration, configured.contains(property) else {
                collector.properties[property.rawValue] = written
                continue
            }
            collector.properties[property.rawValue] = configuration.applied(to: symbol).propertyValue
            configuresASymbol = true
        }
        // What the configuration could not carry matters only where it configures a symbol.
        if configuresASymbol {
            for lost in configuration?.lost ?? [] { collector.lose(lost) }
        }
    }
}
