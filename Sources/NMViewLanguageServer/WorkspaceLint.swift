import NMViewDiagnostics
import NMViewLint
import NMViewYAML

/// The workspace as the server lints it: the same files, in the same order, that `nmview lint
/// ROOT` checks, with the open buffers in place of their files, so the findings are the same.
///
/// One ``LayoutWorkspace`` carries over from change to change: files on disk are read again only
/// when `stat` says they changed (``DiskReads``), a file whose bytes are unchanged keeps its tree,
/// schema findings and document, and the rules run again only for the changed buffer and the
/// layouts it affects.
struct WorkspaceLint: Sendable {
    /// The findings of each file, by path, sorted.
    private(set) var findings: [String: [Diagnostic]] = [:]
    /// The text each file was linted with, by path, for converting positions.
    private(set) var texts: [String: String] = [:]
    /// The view classes the workspace's layouts describe, by class, with the path of each.
    private(set) var classes: [String: String] = [:]
    /// The classes of those layouts that a view can be, as a subview: all but cells, which only
    /// a table or collection view makes (rule.nested-cell).
    private(set) var subviewClasses: [String] = []
    private var workspace: LayoutWorkspace
    /// The files on disk as last read.
    private var disk = DiskReads()

    /// An empty workspace checked by `linter`.
    init(linter: Linter) {
        workspace = LayoutWorkspace(linter: linter)
    }

    /// Notes that asset catalogs changed on disk: the next ``update(roots:buffers:)`` reads them
    /// again and checks again the files whose asset colours changed.
    mutating func assetCatalogsChanged() {
        workspace.assetCatalogsChanged()
    }

    /// Notes that String Catalogs changed on disk: the next ``update(roots:buffers:)`` reads them
    /// again and checks every file again.
    mutating func stringCatalogsChanged() {
        workspace.stringCatalogsChanged()
    }

    /// Lints the layout files under `roots` and every buffer (path → text); a buffer replaces the
    /// file at its path. Without roots only the buffers are linted, together.
    mutating func update(roots: [String], buffers: [String: String]) {
        let onDisk = roots.isEmpty ? [] : LayoutFileFinder().find(roots).files
        var reads: [(path: String, read: Result<SourceFile, Diagnostic>)] = []
        for path in Set(onDisk).union(buffers.keys).sorted() {
            if let text = buffers[path] {
                reads.append((path, .success(SourceFile(path: path, bytes: Array(text.utf8)))))
            } else {
                reads.append((path, disk.read(path, limits: workspace.linter.limits)))
            }
        }
        disk.keep(only: Set(onDisk))
        workspace.assign(reads)
        let update = workspace.lint()
        var texts: [String: String] = [:]
        for (path, read) in reads {
            guard case .success(let file) = read else { continue }
            // A file the workspace did not check again has the text it had.
            if !update.changed.contains(path), let text = self.texts[path] {
                texts[path] = text
            } else {
                texts[path] = buffers[path] ?? String(decoding: file.bytes, as: UTF8.self)
            }
        }
        self.texts = texts
        // The report is sorted, so each file's findings come out sorted too.
        findings = Dictionary(grouping: update.outcome.report.diagnostics, by: \.location.file)
        var classes: [String: String] = [:]
        var subviewClasses: [String] = []
        for (path, document) in update.outcome.documents {
            classes[document.name] = path
            if !document.document.kind.isCell { subviewClasses.append(document.name) }
        }
        self.classes = classes
        self.subviewClasses = subviewClasses.sorted()
    }
}
