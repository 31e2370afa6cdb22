import ArgumentParser
import Foundation
import NMViewDiagnostics
import NMViewLint
import NMViewXIBImport

/// `nmview import-xib FILE.xib`: writes a layout file per top-level view of a xib and reports
/// what the format could not take over.
struct ImportXIBCommand: GuardedCommand {
    static let configuration = CommandConfiguration(
        commandName: "import-xib",
        abstract: "Write layout files made from the views of an Interface Builder xib.",
        discussion: """
            Writes one '<ViewClass>.nmview.yaml' per top-level view of FILE.xib, with the schema \
            modeline, and warns at the xib's line and column about everything the format cannot \
            express (constraints, stack views, size classes, cells, gesture recognizers, runtime \
            attributes). NMView's own layout views (class NMViewLayoutView) become alternative \
            layouts. On an error nothing is written.

            Examples:
              nmview import-xib ProfileCard.xib
              nmview import-xib Screens.xib --view Settings --out Layouts
              nmview import-xib ProfileCard.xib --merge ProfileCard~ipad.xib
            """
    )

    @Argument(help: "The xib to import.")
    var file: String

    @Option(name: .shortAndLong, help: "Directory to write the layout files into.")
    var out = "."

    @Option(help: "Import only the top-level view of this class.")
    var view: String?

    @Option(help: "Another device's xib of the same screen, merged in as an alternative layout.")
    var merge: String?

    @Flag(help: "Replace existing layout files.")
    var force = false

    @OptionGroup var output: OutputOptions

    func execute() throws {
        let reporter = Reporter(options: output, strict: false)
        let (imported, bytes) = try importXIB(file, reporter: reporter)
        var layouts = try selected(imported.layouts)
        var findings = imported.documentDiagnostics + layouts.flatMap(\.diagnostics)
        var sources = [file: SourceText(bytes: bytes)]
        if let merge {
            let (other, otherBytes) = try importXIB(merge, reporter: reporter)
            sources[merge] = SourceText(bytes: otherBytes)
            findings += other.documentDiagnostics
            layouts = try layouts.map { layout in
                let counterpart = try self.counterpart(of: layout, in: other.layouts)
                findings += counterpart.diagnostics
                let name = DeviceVariantMerger.alternativeName(
                    primaryFile: file, otherFile: merge, taken: Set(layout.document.layouts.map(\.name)))
                let merged = DeviceVariantMerger(primary: layout, other: counterpart).merged(named: name)
                findings += merged.diagnostics
                var result = layout
                result.document = merged.document
                return result
            }
        }
        let writer = LayoutYAMLWriter(
            schema: SchemaReference.nearest(to: out) ?? SchemaReference.path,
            comments: ["Imported from \((file as NSString).lastPathComponent) by nmview import-xib."])
        let files = layouts.map { ((out as NSString).appendingPathComponent("\($0.name).nmview.yaml"), writer.text(for: $0.document)) }
        // Every file is checked before any is written, so a refusal leaves nothing behind.
        if !force, let existing = files.first(where: { FileManager.default.fileExists(atPath: $0.0) }) {
            Reporter.write("nmview: error: cannot write '\(existing.0)': the file exists (use --force to replace it)\n", to: .standardError)
            throw ExitCode(ExitStatus.problemsFound)
        }
        do {
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        } catch {
            Reporter.write("nmview: error: cannot create '\(out)': \(AtomicFile.reason(error))\n", to: .standardError)
            throw ExitCode(ExitStatus.problemsFound)
        }
        // The modeline points at the nearest schema, or at a copy written beside the files now.
        if let written = try SchemaReference.resolvable(in: out).written { print(written) }
        for (path, text) in files {
            do {
                try AtomicFile.write(Data(text.utf8), to: path, replacing: true)
            } catch {
                Reporter.write("nmview: error: \(error)\n", to: .standardError)
                throw ExitCode(ExitStatus.problemsFound)
            }
            print(path)
        }
        reporter.report(LintOutcome(report: DiagnosticReport(diagnostics: findings, fileCount: sources.count), sources: sources))
    }

    /// The layouts of the xib at `path` and its bytes; an error is reported and ends the run.
    private func importXIB(_ path: String, reporter: Reporter) throws -> (XIBImport, [UInt8]) {
        let bytes = try readInput(path, reporter: reporter)
        let baseName = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        do {
            return (try XIBImporter(path: path).importXIB(bytes, baseName: baseName), bytes)
        } catch {
            report([error], path: path, bytes: bytes, reporter: reporter)
            throw ExitCode(ExitStatus.problemsFound)
        }
    }

    /// The layout of the merged xib for `layout`: the one of the same view class, else its only one.
    private func counterpart(of layout: XIBImport.Layout, in layouts: [XIBImport.Layout]) throws(UsageProblem) -> XIBImport.Layout {
        if let same = layouts.first(where: { $0.name == layout.name }) { return same }
        if layouts.count == 1, let only = layouts.first { return only }
        let names = layouts.map(\.name)
        throw UsageProblem(
            message: "no top-level view '\(layout.name)' in '\(merge ?? "")' to merge; it has \(TextDiagnosticRenderer.alternatives(names, joinedBy: "and"))")
    }

    /// The xib's bytes; a missing, oversized or unreadable file is reported and ends the run.
    private func readInput(_ file: String, reporter: Reporter) throws -> [UInt8] {
        let attributes = try? FileManager.default.attributesOfItem(atPath: file)
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
        guard size <= XIBImporter.maximumFileSizeDefault else {
            let finding = Diagnostic.error(
                XIBDiagnosticID.fileSize,
                "the file is \(size) bytes, more than the \(XIBImporter.maximumFileSizeDefault) bytes a xib may have",
                at: SourceLocation(file: file))
            report([finding], path: file, bytes: [], reporter: reporter)
            throw ExitCode(ExitStatus.problemsFound)
        }
        guard let data = FileManager.default.contents(atPath: file), attributes?[.type] as? FileAttributeType != .typeDirectory
        else {
            let finding = Diagnostic.error("io.unreadable", "cannot read the xib", at: SourceLocation(file: file))
            report([finding], path: file, bytes: [], reporter: reporter)
            throw ExitCode(ExitStatus.problemsFound)
        }
        return [UInt8](data)
    }

    /// The layouts `--view` asks for: all of them without it.
    private func selected(_ layouts: [XIBImport.Layout]) throws(UsageProblem) -> [XIBImport.Layout] {
        guard let view else { return layouts }
        let matching = layouts.filter { $0.name == view }
        guard matching.isEmpty else { return matching }
        let names = layouts.map(\.name)
        let close = Suggestions.closest(to: view, among: names)
        let hint = close.isEmpty
            ? "it has \(TextDiagnosticRenderer.alternatives(names, joinedBy: "and"))"
            : "did you mean \(TextDiagnosticRenderer.alternatives(close))?"
        throw UsageProblem(message: "no top-level view '\(view)' in '\(file)'; \(hint)")
    }

    private func report(_ findings: [Diagnostic], path: String, bytes: [UInt8], reporter: Reporter) {
        let outcome = LintOutcome(
            report: DiagnosticReport(diagnostics: findings, fileCount: 1), sources: [path: SourceText(bytes: bytes)])
        reporter.report(outcome)
    }
}
