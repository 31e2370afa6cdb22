import NMViewModel

extension XIBPropertyReader {
    /// A collection view's `<collectionViewFlowLayout key="collectionViewLayout">`: item size,
    /// line and interitem spacing, scroll direction and section inset are the format's; header,
    /// footer and estimated sizes other than zero are reported. UICollectionViewFlowLayout's
    /// defaults (developer.apple.com/documentation/uikit/uicollectionviewflowlayout): 50 × 50
    /// items, 10 points each way, vertical, no inset.
    func readFlowLayout(_ layout: XIBElement, into collector: inout Collector) {
        for (name, text) in layout.attributes.sorted(by: { $0.key < $1.key }) {
            switch name {
            case "key", "id": continue
            case "minimumLineSpacing", "minimumInteritemSpacing":
                guard let number = Double(text), number.isFinite, let property = Self.declaredProperties[name] else {
                    collector.lose("collectionViewFlowLayout \(name)=\(text)")
                    continue
                }
                if number != 10 { collector.set(property, .number(number), written: name) }
            case "scrollDirection":
                if text != "vertical" { collector.set(.scrollDirection, .string(text), written: name) }
            default: collector.lose("collectionViewFlowLayout \(name)=\(text)")
            }
        }
        for child in layout.children {
            let key = child["key"] ?? child.name
            let width = child["width"].flatMap(Double.init) ?? 0
            let height = child["height"].flatMap(Double.init) ?? 0
            switch (child.name, key) {
            case ("size", "itemSize"):
                if width != 50 || height != 50 { collector.set(.itemSize, .object(["width": .number(width), "height": .number(height)]), written: key) }
            case ("size", _) where width == 0 && height == 0: continue
            case ("inset", "sectionInset"): readInsets(child, key: key, into: &collector)
            default: collector.lose("collectionViewFlowLayout \(key)")
            }
        }
    }
}
