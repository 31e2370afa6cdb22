/// The import-xib section of the report: importing a xib against linting what it writes.
extension MarkdownReport {
    /// The description and the table.
    func xibImportSection() -> [String] {
        guard let xib = xibImport else { return ["Not run."] }
        let ratio = xib.ratio
        // No target: the earlier issue's (import under lint) is retired (issue 33), since an import
        // does work a lint never will; the row stays to catch a regression against the ratio here.
        return [
            "A generated \(Self.grouped(xib.views))-view xib (\(Self.grouped(xib.xibBytes)) bytes, current format) imported in "
                + "memory (`XIBImporter.importXIB`, then `LayoutYAMLWriter`) against the in-process lint of the "
                + "\(Self.grouped(xib.yamlBytes))-byte YAML it becomes (\(xib.warnings) findings), \(xib.rounds) interleaved rounds.",
            "",
            "| Contender | Runs | Median (ms) | Min (ms) | Import / lint |",
            "|---|---:|---:|---:|---:|",
            "| ours: import the xib | \(xib.ours.seconds.count) | \(Self.milliseconds(xib.ours.median)) | "
                + "\(Self.milliseconds(xib.ours.minimum)) | \(Self.fixed(ratio, 2))× |",
            "| baseline: lint the YAML it writes | \(xib.baseline.seconds.count) | \(Self.milliseconds(xib.baseline.median)) | "
                + "\(Self.milliseconds(xib.baseline.minimum)) | — |",
            "| ours, the read alone: our XML scanner and the document checks | \(xib.read.seconds.count) | "
                + "\(Self.milliseconds(xib.read.median)) | \(Self.milliseconds(xib.read.minimum)) | \(Self.fixed(xib.readRatio, 2))× |",
            "| FoundationXML's `XMLParser` alone, keeping nothing (the parser used before) | \(xib.foundationParser.seconds.count) | "
                + "\(Self.milliseconds(xib.foundationParser.median)) | \(Self.milliseconds(xib.foundationParser.minimum)) | — |",
            "",
            "Our read over `XMLParser` alone, in the same rounds: \(Self.fixed(xib.readOverFoundation, 2))× "
                + "(the read builds the element tree; `XMLParser` here builds nothing). No target: the row tracks the "
                + "import against the lint, to catch a regression.",
        ]
    }
}
