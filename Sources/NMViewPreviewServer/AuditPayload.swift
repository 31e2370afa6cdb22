import NMViewLint

/// The body of `GET /api/audit`: the layout the engine picked and the audit's findings there,
/// each with the view it is about (an index into ``ViewsPayload/views``) and where it is written.
struct AuditPayload: Encodable, Sendable {
    struct Finding: Encodable, Sendable {
        var view: Int
        var id: String?
        var rule: String
        var message: String
        var line: Int?
        var column: Int?
    }

    var layout: String
    var findings: [Finding]

    init(_ entry: PreviewEntry, layout: String, findings: [AccessibilityAudit.Finding]) {
        self.layout = layout
        self.findings = findings.map { finding in
            let place = entry.viewLocations.indices.contains(finding.view) ? entry.viewLocations[finding.view] : nil
            return Finding(
                view: finding.view, id: entry.layout?.ids[finding.view], rule: finding.rule, message: finding.message,
                line: place?.line, column: place?.column)
        }
    }
}
