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
            """
    )

    @Argument(help: "The xib to import.")
    var file: String

    @Option(name: .shortAndLong, help: "Directory to write the layout files into.")
    var out = "."

    @Option(help: "Import only the top-level view of this class.")
    var view: String?

    @Flag(help: "Replace existing layout files.")
    var force = false

    @OptionGroup var output: OutputOptions

    func execute() throws {
        let reporter = Reporter(options: output, strict: false)
        let bytes = try readInput(reporter: reporter)
        let baseName = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        let imported: XIBImport
        do {
            imported = try XIBImporter(path: file).importXIB(bytes, baseName: baseName)
        } catch {
            report([error], bytes: bytes, reporter: reporter)
            throw ExitCode(ExitStatus.problemsFound)
        }
        let layouts = try selected(imported.layouts)
        let writer = LayoutYAMLWriter(
            schema: SchemaReference.nearest(to: out),
            comments: ["Imported from \((file as NSString).lastPathComponent) by nmview import-xib."])
        let files = layouts.map { ((out as NSString).appendingPathComponent("\($0.name).nmview.yaml"), writer.text(for: $0.document)) }
        // Every file is checked before any is written, so a refusal leaves nothing behind.
        if !force, let existing = files.first(where: { FileManager.default.fileExists(atPath: $0.0) }) {
            Reporter.write("nmview: error: cannot write '\(existing.0)': the file exists (use --force to replace it)\n", to: .standardError)
            throw ExitCode(ExitStatus.problemsFound)
        }
        let findings = imported.documentDiagnostics + layouts.flatMap(\.diagnostics)
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        for (path, text) in files {
            do {
                try AtomicFile.write(Data(text.utf8), to: path, replacing: true)
            } catch {
                Reporter.write("nmview: error: \(error)\n", to: .standardError)
                throw ExitCode(ExitStatus.problemsFound)
            }
            print(path)
        }
        report(findings, bytes: bytes, reporter: reporter)
    }

    /// The xib's bytes; a missing, oversized or unreadable file is reported and ends the run.
    private func readInput(reporter: Reporter) throws -> [UInt8] {
        let attributes = try? FileManager.default.attributesOfItem(atPath: file)
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
        guard size <= XIBImporter.maximumFileSizeDefault else {
            let finding = Diagnostic.error(
                XIBDiagnosticID.fileSize,
                "the file is \(size) bytes, more than the \(XIBImporter.maximumFileSizeDefault) bytes a xib may have",
                at: SourceLocation(file: file))
            report([finding], bytes: [], reporter: reporter)
            throw ExitCode(ExitStatus.problemsFound)
        }
        guard let data = FileManager.default.contents(atPath: file), attributes?[.type] as? FileAttributeType != .typeDirectory
        else {
            let finding = Diagnostic.error("io.unreadable", "cannot read the xib", at: SourceLocation(file: file))
            report([finding], bytes: [], reporter: reporter)
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

    private func report(_ findings: [Diagnostic], bytes: [UInt8], reporter: Reporter) {
        let outcome = LintOutcome(
            report: DiagnosticReport(diagnostics: findings, fileCount: 1), sources: [file: SourceText(bytes: bytes)])
        reporter.report(outcome)
    }
}
