/// The properties section of the report: creating a host whose views carry every declared
/// property against one of the same views without them, a row per contender. Its target is
/// informational, so it does not enter the closing verdict.
extension MarkdownReport {
    /// The description, the table and what one property costs.
    func propertiesSection() -> [String] {
        guard let properties else { return ["Not run."] }
        let mix = properties.classes.map { "\(Self.grouped($0.views)) \($0.className)" }.joined(separator: ", ")
        let perProperty = Self.fixed(properties.nanosecondsPerProperty, 1)
        var lines = [
            "\(Self.grouped(properties.views)) views (the root not counted): \(mix). Each carries every property "
                + "the schema declares for its class, with the declared example: "
                + "\(Self.grouped(properties.properties)) properties. The layout's compiled JSON "
                + "(\(Self.grouped(properties.fileBytes)) bytes) linted with \(properties.findings) findings and "
                + "every value passes its declared kind. One run is `LayoutHost(layout: CompiledLayout(document), "
                + "frame:)` (flatten, build the views, apply their properties, first layout pass); the baseline is "
                + "the same layout with every view's properties removed. Both hosts were checked to build the "
                + "same views in the same places, and only ours to have the properties.",
            "",
            "| Contender | Hosts | Median (ms) | Min (ms) | µs per view | Properties | Ours / baseline "
                + "| ns per property | Target | Result |",
            "|---|---:|---:|---:|---:|---:|---:|---:|:---:|:---:|",
        ]
        lines.append(
            Self.propertiesRow(
                "ours: every declared property", properties.ours, result: properties,
                applied: properties.properties, ratio: Self.fixed(properties.ratio, 2) + "×",
                perProperty: perProperty, target: "— (info)", verdict: "info"))
        lines.append(
            Self.propertiesRow(
                "baseline: the same views, no properties", properties.baseline, result: properties, applied: 0,
                ratio: "—", perProperty: "—", target: "—", verdict: "—"))
        lines += [
            "",
            "ns per property = (ours median − baseline median) / \(Self.grouped(properties.properties)) = "
                + "\(perProperty) ns.",
        ]
        return lines
    }

    /// One contender's row.
    private static func propertiesRow(
        _ name: String, _ measurement: Measurement, result: PropertyBenchmark.Result, applied: Int, ratio: String,
        perProperty: String, target: String, verdict: String
    ) -> String {
        let perView = result.views > 0 ? measurement.median / Double(result.views) : 0
        let cells = [
            name, grouped(measurement.seconds.count), milliseconds(measurement.median),
            milliseconds(measurement.minimum), fixed(perView * 1e6, 2), grouped(applied), ratio, perProperty, target,
            verdict,
        ]
        return "| " + cells.joined(separator: " | ") + " |"
    }
}
