import Foundation
import FuzzSupport
import NMViewDiagnostics
import NMViewLint
import NMViewModel
import NMViewYAML

/// One linter for the whole run: loading the bundled schema is the slow part, and the linter is a
/// value nobody mutates.
private let linter: Linter? = try? Linter()

/// The line that splits one input into several layout files, so that nested layouts (a view whose
/// class is another file's view) and their cycles are reached. It is a YAML comment, so an input
/// holding it is still one valid file when it is not split.
private let fileSeparator = Array("\n#nmview-fuzz-file\n".utf8)

/// libFuzzer's entry point, one input: the bytes are read, validated, decoded, resolved and linted as
/// `nmview lint` does, the findings rendered as text, and every layout without errors compiled to
/// JSON as `nmview compile` does, which must be the bytes `JSONEncoder` writes, decode back to the
/// same layout and compile again to the same bytes. Anything else traps, and libFuzzer keeps the
/// input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    InputTiming.measure { check(start, count) }
}

/// One input through the pipeline, as described above.
private func check(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let linter else { fatalError("the bundled schema did not load") }
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    let sources = split(bytes).enumerated().map { index, part in
        // The first file is JSON when it looks like JSON, to take the path `.nmview.json` files do.
        let isJSON = part.first == UInt8(ascii: "{")
        return SourceFile(path: "View\(index).nmview.\(isJSON ? "json" : "yaml")", bytes: part)
    }
    let outcome = linter.lint(sources: sources)
    _ = TextDiagnosticRenderer(colored: true, sourceText: { outcome.sources[$0] }).render(outcome.report)
    _ = JSONDiagnosticRenderer().render(outcome.report)
    let failing = Set(outcome.report.diagnostics.filter { $0.severity == .error }.map(\.location.file))
    for (path, linted) in outcome.documents where !failing.contains(path) {
        checkRoundTrip(linted, path: path)
    }
    return 0
}

/// Compiled JSON of a layout without errors must exist, be what `JSONEncoder` writes, decode to the
/// same layout and be stable.
private func checkRoundTrip(_ linted: LintedDocument, path: String) {
    let json: Data
    do {
        json = try linted.resolved.compiledJSON()
    } catch {
        fatalError("\(path): a layout without errors does not compile: \(error)")
    }
    // The direct writer stands in for JSONEncoder byte for byte; the fuzzer looks for where not.
    guard let reference = try? linted.resolved.foundationCompiledJSON(), reference == json else {
        fatalError("\(path): compiled JSON differs from JSONEncoder's\n\(String(decoding: json, as: UTF8.self))")
    }
    let decoded: LayoutDocument
    do {
        decoded = try LayoutDocument(compiledJSON: json)
    } catch {
        fatalError("\(path): compiled JSON does not decode: \(error)\n\(String(decoding: json, as: UTF8.self))")
    }
    guard decoded == linted.resolved else {
        fatalError("\(path): compiled JSON decodes to a different layout\n\(String(decoding: json, as: UTF8.self))")
    }
    guard (try? decoded.compiledJSON()) == json else {
        fatalError("\(path): compiled JSON changes when compiled again\n\(String(decoding: json, as: UTF8.self))")
    }
}

/// `bytes` cut at every ``fileSeparator`` (at most four files).
private func split(_ bytes: [UInt8]) -> [[UInt8]] {
    var parts: [[UInt8]] = []
    var rest = bytes[...]
    while parts.count < 3, let range = firstRange(of: fileSeparator, in: rest) {
        parts.append(Array(rest[..<range.lowerBound]))
        rest = rest[range.upperBound...]
    }
    parts.append(Array(rest))
    return parts
}

private func firstRange(of needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Range<Int>? {
    guard haystack.count >= needle.count, let first = needle.first else { return nil }
    var index = haystack.startIndex
    while index <= haystack.endIndex - needle.count {
        if haystack[index] == first && haystack[index..<(index + needle.count)].elementsEqual(needle) {
            return index..<(index + needle.count)
        }
        index += 1
    }
    return nil
}
