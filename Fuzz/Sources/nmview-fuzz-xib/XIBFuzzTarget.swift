import Foundation
import FuzzSupport
import NMViewDiagnostics
import NMViewLint
import NMViewXIBImport
import NMViewYAML

/// One linter for the whole run: loading the bundled schema is the slow part.
private let linter: Linter? = try? Linter()

/// libFuzzer's entry point, one input taken as a xib, as `nmview import-xib` takes it: imported,
/// its findings rendered with the xib's lines, and every layout it makes written as YAML, alone
/// and merged with another of its layouts (as `--merge` does with another device's xib). What
/// the importer writes must be a file `nmview lint` finds no error in: a user runs lint on it
/// next, and a refusal there would be the importer's fault. Anything else traps, and libFuzzer
/// keeps the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneXIB(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    InputTiming.measure { check(start, count) }
}

/// The xib's path in diagnostics, and the name a root without class or label is given.
private let path = "Fuzzed.xib"

/// One input through the import, as described above.
private func check(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let linter else { fatalError("the bundled schema did not load") }
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    let source = SourceText(bytes: bytes)
    let renderer = TextDiagnosticRenderer(colored: true, sourceText: { $0 == path ? source : nil })
    let imported: XIBImport
    do {
        imported = try XIBImporter(path: path).importXIB(bytes, baseName: "Fuzzed")
    } catch {
        _ = renderer.render(DiagnosticReport(diagnostics: [error], fileCount: 1))
        return 0
    }
    _ = renderer.render(DiagnosticReport(diagnostics: imported.diagnostics, fileCount: 1))
    guard let other = imported.layouts.last else { return 0 }
    let writer = LayoutYAMLWriter(schema: "nmview.schema.json")
    var files = imported.layouts.map { SourceFile(path: "\($0.name).nmview.yaml", bytes: Array(writer.text(for: $0.document).utf8)) }
    expectNoErrors(files, linter: linter, after: "importing")
    // Each layout merged with the last, as with a --merge xib holding only that view.
    files = imported.layouts.map { layout in
        let name = DeviceVariantMerger.alternativeName(
            primaryFile: path, otherFile: "Fuzzed~ipad.xib", taken: Set(layout.document.layouts.map(\.name)))
        let merged = DeviceVariantMerger(primary: layout, other: other).merged(named: name)
        return SourceFile(path: "\(layout.name).nmview.yaml", bytes: Array(writer.text(for: merged.document).utf8))
    }
    expectNoErrors(files, linter: linter, after: "merging")
    return 0
}

/// Traps with the first error lint finds in `files`, the layouts written after `step`; but for
/// an asset colour no catalog has: a xib names its app's colour sets, which only that app's
/// catalogs hold, and lint rightly asks for them.
private func expectNoErrors(_ files: [SourceFile], linter: Linter, after step: String) {
    let outcome = linter.lint(sources: files)
    guard let error = outcome.report.diagnostics.first(where: { $0.severity == .error && $0.id != "rule.unknown-color" })
    else { return }
    let text = files.first { $0.path == error.location.file }.map { String(decoding: $0.bytes, as: UTF8.self) } ?? ""
    fatalError("lint refuses what \(step) wrote: \(error.location.file):\(error.location.line):\(error.location.column): \(error.message)\n\(text)")
}
