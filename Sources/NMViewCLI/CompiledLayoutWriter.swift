import Foundation
import NMViewCodegen
import NMViewDiagnostics
import NMViewLint
import NMViewModel

/// Writes one file per layout into a folder, as `nmview compile`, `nmview watch --out` and
/// `nmview generate swift` do: atomically, only when the content changes, and never two files
/// for one view class.
struct CompiledLayoutWriter {
    /// What is written for each layout.
    enum Output {
        /// `<ViewClass>.layout.json`: the resolved layout an app bundles.
        case json
        /// `<ViewClass>+Layout.swift`: the layout's typed Swift.
        case swift(SwiftInterfaceWriter)

        /// The name of the file written for `name`.
        func fileName(for name: String) -> String {
            switch self {
            case .json: LayoutDocument.compiledFileName(for: name)
            case .swift: SwiftInterfaceWriter.fileName(for: name)
            }
        }

        /// What is written for `linted`.
        func content(of linted: LintedDocument) throws -> Data {
            switch self {
            case .json:
                return try linted.resolved.compiledJSON()
            case .swift(let writer):
                let interface = LayoutInterface(
                    viewClass: linted.name, document: linted.document, resolved: linted.resolved, tree: linted.tree)
                return Data(writer.source(for: interface).utf8)
            }
        }
    }

    /// A view described by a second file, or (naming by file) a second file of the same base
    /// name; the second is not written.
    struct Collision {
        var path: String
        var other: String
        var name: String
        var naming: CompiledFileNaming
        var fileName: String

        /// The finding as a text diagnostic line.
        var message: String {
            switch naming {
            case .view:
                "\(path): error: view '\(name)' is also described by '\(other)'; only one can be compiled [compile.duplicate-view]\n"
            case .file:
                "\(path): error: '\(other)' also compiles to '\(fileName)'; rename one of them [compile.duplicate-output]\n"
            }
        }
    }

    /// What one pass wrote.
    struct Summary {
        /// The files written, in path order.
        var written: [String] = []
        /// How many files already held the same content.
        var unchanged = 0
        var collisions: [Collision] = []
        /// Naming by file: text warnings for files whose view class is not their base name, as
        /// `NMView` looks its layout up by class.
        var misnamed: [String] = []
    }

    /// The folder written into.
    var directory: String
    /// How output files are named.
    var naming: CompiledFileNaming = .view
    /// What is written.
    var output: Output = .json

    /// The files whose layouts must not be written: those with errors (or, `strict`, warnings).
    static func failingFiles(_ outcome: LintOutcome, strict: Bool) -> Set<String> {
        Set(
            outcome.report.diagnostics.filter { $0.severity == .error || (strict && $0.severity == .warning) }
                .map(\.location.file))
    }

    /// Writes every document of `outcome` not in `failing`, creating the folder if needed.
    func write(_ outcome: LintOutcome, skipping failing: Set<String>) throws -> Summary {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw AtomicFile.WriteError(path: directory, reason: AtomicFile.reason(error))
        }
        var summary = Summary()
        var claimed: [String: String] = [:]
        for path in outcome.documents.keys.sorted() where !failing.contains(path) {
            guard let linted = outcome.documents[path] else { continue }
            let name = naming == .view ? linted.name : Linter.viewName(of: path)
            let fileName = output.fileName(for: name)
            if let other = claimed[fileName] {
                summary.collisions.append(Collision(path: path, other: other, name: name, naming: naming, fileName: fileName))
                continue
            }
            claimed[fileName] = path
            // Only the JSON is looked up by class at run time; a Swift file may have any name.
            if case .json = output, name != linted.name {
                summary.misnamed.append(
                    "\(path): warning: view '\(linted.name)' is compiled to '\(fileName)', but NMView looks for '\(LayoutDocument.compiledFileName(for: linted.name))'; name the file '\(linted.name).nmview.…' [compile.file-name-mismatch]\n")
            }
            let target = (directory as NSString).appendingPathComponent(fileName)
            let data = try output.content(of: linted)
            if FileManager.default.contents(atPath: target) == data {
                summary.unchanged += 1
                continue
            }
            try AtomicFile.write(data, to: target, replacing: true)
            summary.written.append(target)
        }
        return summary
    }
}
