import Foundation

/// Renders a report as a SARIF 2.1.0 log, the format code-scanning services (GitHub code
/// scanning, Azure DevOps, IDE SARIF viewers) import.
///
/// One run, one result per finding: `ruleId` and `ruleIndex` into the tool's rule catalog, `level`
/// from the severity, the location as a URI relative to `%SRCROOT%` (the working directory) with
/// 1-based `startLine` and `startColumn` (in Unicode code points). Notes with a location become
/// related locations; the other notes and "did you mean" suggestions are appended to the message.
public struct SARIFDiagnosticRenderer: Sendable {
    /// The base id relative URIs are resolved against.
    public static let sourceRootID = "%SRCROOT%"

    /// The tool named in the log.
    public var tool: SARIFToolInfo
    /// The absolute path `%SRCROOT%` stands for: relative paths in findings are relative to it.
    public var workingDirectory: String

    /// A renderer for `tool`, with paths relative to `workingDirectory` (an absolute path).
    public init(tool: SARIFToolInfo, workingDirectory: String) {
        self.tool = tool
        self.workingDirectory = workingDirectory
    }

    /// The log as pretty-printed JSON with sorted keys, ending in a newline.
    public func render(_ report: DiagnosticReport) -> String {
        var rules = tool.rules.map {
            SARIFLog.ReportingDescriptor(
                id: $0.id.rawValue, shortDescription: .init(text: $0.summary),
                defaultConfiguration: .init(level: Self.level($0.severity)))
        }
        var ruleIndex = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        for id in Set(report.diagnostics.map(\.id.rawValue)).sorted() where ruleIndex[id] == nil {
            ruleIndex[id] = rules.count
            rules.append(SARIFLog.ReportingDescriptor(id: id))
        }
        let results = report.diagnostics.map { result($0, ruleIndex: ruleIndex[$0.id.rawValue] ?? 0) }
        let driver = SARIFLog.Driver(
            name: tool.name, version: tool.version, semanticVersion: Self.semanticVersion(tool.version),
            informationUri: tool.informationURI, rules: rules)
        let run = SARIFLog.Run(
            tool: .init(driver: driver),
            originalUriBaseIds: [Self.sourceRootID: .init(uri: Self.fileURI(directory: workingDirectory))],
            results: results)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings and integers cannot fail.
        guard let data = try? encoder.encode(SARIFLog(runs: [run])) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private func result(_ diagnostic: Diagnostic, ruleIndex: Int) -> SARIFLog.Result {
        var text = diagnostic.message
        var related: [SARIFLog.Location] = []
        for note in diagnostic.notes {
            if let location = note.location {
                related.append(
                    SARIFLog.Location(
                        id: related.count, physicalLocation: physicalLocation(location), message: .init(text: note.message)))
            } else {
                text += "\nnote: \(note.message)"
            }
        }
        if !diagnostic.suggestions.isEmpty {
            text += "\nnote: did you mean \(TextDiagnosticRenderer.alternatives(diagnostic.suggestions))?"
        }
        return SARIFLog.Result(
            ruleId: diagnostic.id.rawValue, ruleIndex: ruleIndex, level: Self.level(diagnostic.severity),
            message: .init(text: text), locations: [.init(physicalLocation: physicalLocation(diagnostic.location))],
            relatedLocations: related.isEmpty ? nil : related)
    }

    private func physicalLocation(_ location: SourceLocation) -> SARIFLog.PhysicalLocation {
        let region = location.line.map { SARIFLog.Region(startLine: $0, startColumn: location.column) }
        return SARIFLog.PhysicalLocation(artifactLocation: artifactLocation(location.file), region: region)
    }

    /// A path under the working directory as a URI relative to `%SRCROOT%`; any other as an
    /// absolute `file://` URI.
    func artifactLocation(_ path: String) -> SARIFLog.ArtifactLocation {
        let root = URL(fileURLWithPath: workingDirectory).standardizedFileURL.path
        let absolute = path.hasPrefix("/") ? path : (root as NSString).appendingPathComponent(path)
        let standardized = URL(fileURLWithPath: absolute).standardizedFileURL.path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        if standardized.hasPrefix(prefix) {
            return .init(uri: Self.percentEncoded(String(standardized.dropFirst(prefix.count))), uriBaseId: Self.sourceRootID)
        }
        return .init(uri: "file://" + Self.percentEncoded(standardized))
    }

    /// `file:///abs/dir/`: a directory URI ends in a slash so relative URIs resolve inside it.
    static func fileURI(directory: String) -> String {
        let path = URL(fileURLWithPath: directory).standardizedFileURL.path
        return "file://" + percentEncoded(path.hasSuffix("/") ? path : path + "/")
    }

    /// A path's bytes as URI path characters: unreserved and sub-delimiters kept, `:` encoded
    /// so that a relative URI's first segment is never read as a scheme.
    static func percentEncoded(_ path: String) -> String {
        var allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        allowed.insert(charactersIn: "-._~/!$&'()*+,;=@")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    /// SARIF's level for a severity: the names are the same.
    static func level(_ severity: Severity) -> String { severity.rawValue }

    /// The version when it is `MAJOR.MINOR.PATCH`, as `semanticVersion` requires.
    static func semanticVersion(_ version: String) -> String? {
        version.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+([-+][0-9A-Za-z.+-]*)?/) != nil ? version : nil
    }
}
