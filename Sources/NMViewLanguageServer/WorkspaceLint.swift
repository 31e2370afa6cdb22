import NMViewDiagnostics
import NMViewLint
import NMViewYAML

/// One lint of the workspace with the open buffers in place of their files: the same files, in
/// the same order, that `nmview lint ROOT` checks, so the findings are the same.
struct WorkspaceLint: Sendable {
    /// The findings of each file, by path.
    var findings: [String: [Diagnostic]]
    /// The text each file was linted with, by path, for converting positions.
    var texts: [String: String]
    /// The view classes the workspace's layouts describe, by class, with the path of each.
    var classes: [String: String]

    /// Lints the layout files under `roots` and every buffer (path → text); a buffer replaces the
    /// file at its path. Without roots only the buffers are linted, together.
    init(linter: Linter, roots: [String], buffers: [String: String]) {
        let onDisk = roots.isEmpty ? [] : LayoutFileFinder().find(roots).files
        var texts: [String: String] = [:]
        var sources: [SourceFile] = []
        var findings: [String: [Diagnostic]] = [:]
        for path in Set(onDisk).union(buffers.keys).sorted() {
            if let text = buffers[path] {
                sources.append(SourceFile(path: path, bytes: Array(text.utf8)))
                texts[path] = text
                continue
            }
            switch SourceFile.load(path, limits: linter.limits) {
            case .success(let file):
                sources.append(file)
                texts[path] = String(decoding: file.bytes, as: UTF8.self)
            case .failure(let diagnostic):
                findings[path, default: []].append(diagnostic)
            }
        }
        let outcome = linter.lint(sources: sources)
        for diagnostic in outcome.report.diagnostics {
            findings[diagnostic.location.file, default: []].append(diagnostic)
        }
        self.findings = findings.mapValues { $0.sorted() }
        self.texts = texts
        var classes: [String: String] = [:]
        for (path, document) in outcome.documents { classes[document.name] = path }
        self.classes = classes
    }
}
