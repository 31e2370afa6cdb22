extension ArchiveViewMapping {
    /// A segmented control's lists: its titles as the current format's `<segments>`, and its
    /// widths, content offsets, enabled states and images left out while every one is IB's
    /// default (automatic width, no offset, enabled, no image); a list with another value is
    /// carried as an attribute for the property reader to report. False for any other key.
    func translateSegments(_ key: String, _ list: XIBElement, into element: inout XIBElement) -> Bool {
        let items = ArchiveValues.items(of: list).map(values.resolve)
        switch key {
        case "IBSegmentTitles":
            let segments = items.map { XIBElement(name: "segment", attributes: ["title": $0.text], line: $0.line, column: $0.column) }
            element.children.append(XIBElement(name: "segments", attributes: ["key": "segments"], children: segments, line: list.line, column: list.column))
            return true
        case "IBSegmentWidths": return isDefault(items) { Double($0["value"] ?? $0.text) == 0 } || report(key, into: &element)
        case "IBSegmentContentOffsets": return isDefault(items) { ArchiveValues.numbers(in: $0.text).allSatisfy { $0 == 0 } } || report(key, into: &element)
        case "IBSegmentEnabledStates": return isDefault(items) { ($0["value"] ?? $0.text) == "YES" } || report(key, into: &element)
        case "IBSegmentImages": return isDefault(items) { $0["class"] == "NSNull" } || report(key, into: &element)
        default: return false
        }
    }

    private func isDefault(_ items: [XIBElement], _ isDefault: (XIBElement) -> Bool) -> Bool {
        items.allSatisfy(isDefault)
    }

    /// Carries the list as an attribute named after it, which the reader reports as lost.
    private func report(_ key: String, into element: inout XIBElement) -> Bool {
        element.attributes[key] = "…"
        return true
    }
}
