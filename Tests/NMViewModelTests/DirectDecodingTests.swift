import Foundation
import NMViewDiagnostics
import NMViewLint
@testable import NMViewModel
import NMViewSourceTree
import NMViewYAML
import NMViewTestSupport
import Testing

/// The direct reader gives exactly what decoding through `Decodable` gives, and never a value
/// where that path reports a problem.
@Suite struct DirectDecodingTests {
    /// Every layout file the repository has: examples and all fixtures, valid or not.
    static func allLayoutFiles() -> [String] {
        let root = packageRoot.path
        var paths: [String] = []
        for folder in ["Examples", "Tests/Fixtures"] {
            let base = "\(root)/\(folder)"
            let enumerator = FileManager.default.enumerator(atPath: base)
            while let name = enumerator?.nextObject() as? String {
                if name.contains(".nmview.") && !name.hasSuffix(".expected") { paths.append("\(base)/\(name)") }
            }
        }
        return paths.sorted()
    }

    enum Outcome: Equatable {
        case document(LayoutDocument)
        case gaveUp
        case failed(String)

        /// Documents compare by their canonical JSON too, so that NaN frames equal each other.
        static func == (lhs: Outcome, rhs: Outcome) -> Bool {
            switch (lhs, rhs) {
            case (.document(let left), .document(let right)): return left == right || json(left) == json(right)
            case (.gaveUp, .gaveUp): return true
            case (.failed(let left), .failed(let right)): return left == right
            default: return false
            }
        }

        static func json(_ document: LayoutDocument) -> Data? {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            encoder.nonConformingFloatEncodingStrategy = .convertToString(
                positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
            return try? encoder.encode(document)
        }
    }

    /// What each path makes of `text`: the direct reader, and `Decodable` alone.
    static func bothWays(_ text: String) -> (direct: Outcome, reference: Outcome)? {
        guard let tree = YAMLReader().read(SourceFile(path: "t.nmview.yaml", bytes: Array(text.utf8))).tree else {
            return nil
        }
        let direct: Outcome = tree.withRaw { raw in
            do { return .document(try DirectDocumentReader(raw: raw).document(at: raw.root)) } catch { return .gaveUp }
        }
        let reference: Outcome
        do {
            reference = .document(try SourceTreeDecoder().decodeThroughDecodable(LayoutDocument.self, from: tree.root))
        } catch {
            reference = .failed(error.message)
        }
        return (direct, reference)
    }

    /// Passes when the direct reader agreed or gave up; `requireDirect` also demands an answer.
    static func expectAgreement(_ text: String, requireDirect: Bool, requireTree: Bool = false, _ label: String) {
        if let problem = disagreement(text, requireDirect: requireDirect, requireTree: requireTree, label) {
            Issue.record(Comment(rawValue: problem))
        }
    }

    /// What ``expectAgreement(_:requireDirect:requireTree:_:)`` would record for `text`, or nil:
    /// for loops run off the shared pool, which record their findings afterwards.
    static func disagreement(_ text: String, requireDirect: Bool, requireTree: Bool = false, _ label: String) -> String? {
        guard let (direct, reference) = bothWays(text) else {
            return requireTree ? "\(label): not read into a tree" : nil
        }
        switch (direct, reference) {
        case (.document, .document):
            return direct == reference ? nil : "\(label): the direct reader read a different document"
        case (.document, .failed(let message)):
            return "\(label): the direct reader accepted a document Decodable refuses (\(message))"
        case (.gaveUp, .document):
            return requireDirect ? "\(label): the direct reader gave up on a document Decodable reads" : nil
        default:
            return nil
        }
    }

    @Test func everyExampleAndFixtureReadsTheSame() throws {
        let paths = Self.allLayoutFiles()
        #expect(paths.count >= 20)
        var read = 0
        for path in paths {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            guard let (direct, reference) = Self.bothWays(text) else { continue }
            if case .document = reference {
                read += 1
                #expect(direct == reference, "\(path)")
            } else if case .document = direct {
                Issue.record("\(path): the direct reader accepted a document Decodable refuses")
            }
        }
        #expect(read >= 15)
    }

    @Test(arguments: [
        // Aliases, anchors and user extensions.
        "nmview: 1\nsize: &s {width: 1, height: 2}\nroot: {subviews: [{frame: &f [1, 2, 3, 4]}, {frame: *f}]}\n"
            + "layouts: [{name: l, size: *s}]\n",
        "nmview: 1\nsize: {width: 1, height: 2}\nroot: {x-tool: 1, \"x-\u{301}\": 2, x-: 3, xy: 4}\n",
        // Frames as mappings, extra or missing numbers, numbers written as text.
        "nmview: 1\nsize: {width: 1, height: 2}\nroot: {frame: {x: 1, y: 2, width: 3, height: 4, z: 5}}\n",
        "nmview: 1\nsize: {width: 1, height: 2}\nroot: {frame: [1, 2, 3, 4, 5]}\n",
        "nmview: 1\nsize: {width: 1, height: 2}\nroot: {frame: [1, 2, 3]}\n",
        "nmview: 1\nsize: {width: \"1\", height: 2}\nroot: {}\n",
        "nmview: 1.0\nsize: {width: .inf, height: -.5}\nroot: {frame: [0x10, 0o7, 1e3, +2]}\n",
        "nmview: 1.5\nsize: {width: 1, height: 2}\nroot: {}\n",
        // Nulls where values are optional and where they are not.
        "nmview: 1\nview: null\nsize: {width: 1, height: 2}\nroot: {}\nlayouts: ~\ntemplates:\noutlets: null\n",
        "nmview: 1\nsize: {width: 1, height: 2}\nroot: {id: null}\n",
        "nmview: 1\nsize: {width: 1, height: 2}\nroot: {text: null}\n",
        // Grids, enums and masks, right and wrong.
        "nmview: 1\nsize: {width: 1, height: 2}\nroot: {grid: {direction: topToBottomLeftToRight, extension: lastItem,"
            + " extensionDirection: down, skipHiddenViews: false, viewsPerRow: 2.0, viewsPerColumn: null}}\n",
        "nmview: 1\nsize: {width: 1, height: 2}\nroot: {grid: {direction: sideways}}\n",
        "nmview: 1\nsize: {width: 1, height: 2}\nroot: {autoresizing: [flexibleWidth, flexibleWidth, flexibleHeight]}\n",
        "nmview: 1\nsize: {width: 1, height: 2}\nroot: {autoresizing: [flexibleWide]}\n",
        // Alternative layouts: other keys are listed, in the order written.
        "nmview: 1\nsize: {width: 1, height: 2}\nroot: {}\nlayouts: [{name: l, size: {width: 2, height: 1},"
            + " subviews: [{id: a, text: t, alpha: 1, x-note: n, subviews: [{frame: [1, 2, 3, 4], hidden: true}]}]}]\n",
        // Keys that are not text (the reader refuses duplicate keys and keys that are not scalars), properties of every shape, actions.
        "nmview: 1\nsize: {width: 1, height: 2}\nroot: {1: one, true: yes, ~: nothing, tags: [1, a, true, {k: v}],"
            + " actions: {touchUpInside: tap, 2: two}}\n",
        "nmview: 1\nsize: {width: 1, height: 2}\nroot: {actions: {touchUpInside: 3}}\n",
        // Layout directions, right and wrong, and views kept left to right.
        "nmview: 1\nsize: {width: 1, height: 2}\nlayoutDirection: mirrored\nroot: {subviews: [{mirrors: false}, {mirrors: true}]}\n",
        "nmview: 1\nsize: {width: 1, height: 2}\nlayoutDirection: sideways\nroot: {}\n",
        "nmview: 1\nsize: {width: 1, height: 2}\nlayoutDirection: 1\nroot: {subviews: [{mirrors: nope}]}\n",
        // Not a layout at all.
        "[1, 2]\n", "nmview: 1\n", "nmview: 1\nsize: {width: 1, height: 2}\nroot: [1]\n",
    ])
    func awkwardDocumentsReadTheSame(_ text: String) {
        Self.expectAgreement(text, requireDirect: false, requireTree: true, text)
    }

    /// Each example with one line removed, and with each scalar value replaced by values of other
    /// types: thousands of near-misses, none of which may read differently. Run off the shared
    /// pool: each refusal throws, and under Swift Testing every throw records a backtrace, so the
    /// loop held a pool thread for tens of seconds while other tests' servers waited for one.
    @Test func mutatedExamplesReadTheSame() async throws {
        let examples = Self.allLayoutFiles().filter { $0.contains("/Examples/") }
        let replacements = ["null", "7", "2.5", "text", "true", "[1, 2]", "{a: 1}", "\"x-\""]
        let (problems, cases) = try await offThePool { () throws -> ([String], Int) in
            var problems: [String] = []
            var cases = 0
            for path in examples {
                let lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
                for index in lines.indices {
                    var removed = lines
                    removed.remove(at: index)
                    if let problem = Self.disagreement(
                        removed.joined(separator: "\n"), requireDirect: false, "\(path) without line \(index + 1)") {
                        problems.append(problem)
                    }
                    cases += 1
                    guard let colon = lines[index].range(of: ": "), !lines[index].hasSuffix(":") else { continue }
                    for replacement in replacements {
                        var changed = lines
                        changed[index] = lines[index][..<colon.upperBound] + replacement
                        if let problem = Self.disagreement(
                            changed.joined(separator: "\n"), requireDirect: false, "\(path) line \(index + 1) as \(replacement)") {
                            problems.append(problem)
                        }
                        cases += 1
                    }
                }
            }
            return (problems, cases)
        }
        #expect(problems.isEmpty, "\(problems.count) disagreements, the first: \(problems.prefix(3))")
        #expect(cases > 500)
    }
}

/// Compiled JSON read directly gives what `JSONDecoder` gives, and never a document it refuses.
@Suite struct CompiledJSONReadingTests {
    static func compiledExamples() throws -> [(String, Data)] {
        let outcome = try Linter().lint(files: RoundTripTests.layoutPaths())
        return try outcome.documents.map { ($0.key, try $0.value.resolved.compiledJSON()) }.sorted { $0.0 < $1.0 }
    }

    /// What is wrong with reading `data` directly, judged by `JSONDecoder`, or nil.
    static func disagreement(_ data: Data, _ label: String) -> String? {
        guard let direct = LayoutDocument.readDirectly(data) else { return nil }
        guard let decoded = try? JSONDecoder().decode(LayoutDocument.self, from: data) else {
            return "\(label): read directly, but JSONDecoder refuses it"
        }
        return DirectDecodingTests.Outcome.document(direct) == .document(decoded) ? nil : "\(label): read differently"
    }

    @Test func everyCompiledExampleIsReadDirectlyAndTheSame() throws {
        let examples = try Self.compiledExamples()
        #expect(examples.count >= 8)
        for (path, data) in examples {
            let direct = LayoutDocument.readDirectly(data)
            #expect(direct != nil, "\(path): the direct reading gave up on compiled JSON")
            #expect(direct == (try JSONDecoder().decode(LayoutDocument.self, from: data)), "\(path)")
        }
    }

    /// Each compiled example with one line removed and each value replaced by values of other
    /// types; off the shared pool, as ``DirectDecodingTests/mutatedExamplesReadTheSame()`` says why.
    @Test func mutatedCompiledExamplesAgree() async throws {
        let replacements = ["null", "7", "2.5", "\"text\"", "true", "[1, 2]", "{\"a\": 1}", "\"x-\"", "1.0", "-0"]
        let (problems, cases) = try await offThePool { () throws -> ([String], Int) in
            var problems: [String] = []
            var cases = 0
            for (path, data) in try Self.compiledExamples() {
                let lines = String(decoding: data, as: UTF8.self).components(separatedBy: "\n")
                for index in lines.indices {
                    var removed = lines
                    removed.remove(at: index)
                    if let problem = Self.disagreement(Data(removed.joined(separator: "\n").utf8), "\(path) without line \(index + 1)") {
                        problems.append(problem)
                    }
                    cases += 1
                    guard let colon = lines[index].range(of: "\": ") else { continue }
                    let comma = lines[index].hasSuffix(",") ? "," : ""
                    for replacement in replacements {
                        var changed = lines
                        changed[index] = lines[index][..<colon.upperBound] + replacement + comma
                        if let problem = Self.disagreement(
                            Data(changed.joined(separator: "\n").utf8), "\(path) line \(index + 1) as \(replacement)") {
                            problems.append(problem)
                        }
                        cases += 1
                    }
                }
            }
            return (problems, cases)
        }
        #expect(problems.isEmpty, "\(problems.count) disagreements, the first: \(problems.prefix(3))")
        #expect(cases > 1000)
    }
}
