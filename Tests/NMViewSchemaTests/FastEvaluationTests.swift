import Foundation
import NMViewSourceTree
import NMViewYAML
import NMViewTestSupport
import Testing

@testable import NMViewSchema

/// The fast evaluator must decide exactly as the reference evaluator does, so that the findings
/// (ids, messages, locations, notes, suggestions) are the same with it as without it.
@Suite struct FastEvaluationTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Validates `tree` both ways and expects the same findings and the same verdict.
    static func expectSame(_ validator: SchemaValidator, _ tree: SourceTree, _ label: String) {
        let fast = validator.validate(tree, fast: true)
        let reference = validator.validate(tree, fast: false)
        #expect(fast == reference, "\(label)")
        #expect(validator.isValid(tree, fast: true) == validator.isValid(tree, fast: false), "\(label)")
    }

    /// Reads `text` and, if it gives a tree, compares both ways; returns whether it did.
    @discardableResult
    static func expectSame(_ validator: SchemaValidator, yaml text: String, _ label: String) -> Bool {
        let result = YAMLReader().read(SourceFile(path: "t.yaml", bytes: Array(text.utf8)))
        guard let tree = result.tree else { return false }
        expectSame(validator, tree, label)
        return true
    }

    static func layoutFiles() throws -> [URL] {
        var files: [URL] = []
        for folder in ["Examples", "Tests/Fixtures/Schema/valid", "Tests/Fixtures/Schema/invalid"] {
            let directory = packageRoot.appendingPathComponent(folder)
            files += try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0.contains(".nmview.") && !$0.hasSuffix(".expected") }
                .map { directory.appendingPathComponent($0) }
        }
        return files.sorted { $0.path < $1.path }
    }

    @Test func examplesAndFixtures() throws {
        let validator = try BundledSchema.validator()
        let files = try Self.layoutFiles()
        #expect(files.count >= 10)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(Self.expectSame(validator, yaml: text, file.lastPathComponent), "\(file.lastPathComponent) does not read")
        }
    }

    static let values = [
        "1", "-2", "0", "-0", "0.5", "2.0", "-0.0", "1e3", "1.", ".5", "0x1F", "0o17", ".inf", "-.inf", ".nan", "true",
        "True", "null", "~", "\"\"", "UILabel", "UIView", "UIButton", "Charts.Line", "1bad", "systemBlu", "systemBlue",
        "\"#FFF\"", "\"#FFFFFF\"", "\"#FFFFFF\\n\"", "[1, 2, 3, 4]", "[1, 2]", "[1, 2.5, 3, 4e0]", "{x: 1, y: 2, width: 3, height: 4}",
        "{x: 1}", "[a, a]", "[flexibleWidth, flexibleWidth]", "[1, 1.0]", "é", "\"\u{212A}\"", "!!float 3", "!!int 7",
        "!!str 12", "[]", "{}", "Ωmega", "sel:", "\"a:b:\"", "center", "centre", "bold", "{textStyle: body}", "99999999999999999999",
    ]
    static let keys = [
        "class", "template", "frame", "text", "id", "x-note", "tëxt", "\u{212A}", "K", "backgroundColour", "subviews",
        "autoresizing", "font", "alpha", "numberOfLines", "grid", "title", "name", "size", "layouts", "templates",
        "\"e\u{301}\"", "textAlignment", "actions", "outlets", "nmview",
    ]

    /// One random edit of a `key: value` line: a new value, a new key, the line gone, or a line added.
    static func mutate(_ lines: inout [String], using generator: inout SeededGenerator) {
        let candidates = lines.indices.filter { lines[$0].contains(": ") && !lines[$0].hasPrefix("#") }
        guard let index = candidates.randomElement(using: &generator) else { return }
        let line = lines[index]
        let indent = String(line.prefix { $0 == " " || $0 == "-" })
        guard let colon = line.range(of: ": ") else { return }
        let key = line[line.index(line.startIndex, offsetBy: indent.count)..<colon.lowerBound]
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: lines[index] = indent + key + ": " + (values.randomElement(using: &generator) ?? "1")
        case 1: lines[index] = indent + (keys.randomElement(using: &generator) ?? "k") + ": " + line[colon.upperBound...]
        case 2: lines.remove(at: index)
        default:
            let inner = String(repeating: " ", count: indent.count)
            lines.insert(inner + (keys.randomElement(using: &generator) ?? "k") + ": " + (values.randomElement(using: &generator) ?? "1"), at: index + 1)
        }
    }

    @Test func mutatedLayouts() throws {
        let validator = try BundledSchema.validator()
        let sources = try Self.layoutFiles().filter { $0.pathExtension == "yaml" }.map { try String(contentsOf: $0, encoding: .utf8) }
        var generator = SeededGenerator(seed: 2026_11_22)
        var compared = 0
        for round in 0..<400 {
            guard var lines = sources.randomElement(using: &generator)?.components(separatedBy: "\n") else { continue }
            for _ in 0..<Int.random(in: 1...4, using: &generator) { Self.mutate(&lines, using: &generator) }
            if Self.expectSame(validator, yaml: lines.joined(separator: "\n"), "round \(round)") { compared += 1 }
        }
        #expect(compared > 200)
    }

    @Test func aliasesAsValuesAndKeys() throws {
        let validator = try BundledSchema.validator()
        let text = """
            nmview: 1
            size: &size {width: 320, height: 480}
            root:
              subviews:
                - &label {id: a, &cls class: UILabel, frame: [0, 0, 10, 10], text: &t hi}
                - *label
                - {id: b, *cls : UIButton, frame: &f [0, 0, 1, 1], title: *t}
                - {id: c, *cls : *t, frame: *f}
                - {id: d, class: *size, frame: *size}
            layouts:
              - {name: x, size: *size, subviews: [{id: a, frame: *f}]}
            """
        #expect(Self.expectSame(validator, yaml: text, "aliases"))
    }
}
