import Foundation
import Testing

/// Inputs the fuzzers (`Scripts/fuzz`) found to crash, hang or leak, each now run through the
/// built `nmview` to its proper findings and exit status (1, never 70 nor a signal).
@Suite struct FuzzRegressionTests {
    static let folder = CommandRunner.packageRoot.appendingPathComponent("Tests/Fixtures/Fuzz")

    struct Case: Sendable, CustomTestStringConvertible {
        /// A file or folder in `Tests/Fixtures/Fuzz`.
        var fixture: String
        /// Lines `nmview compile` must print on stderr.
        var findings: [String]
        var testDescription: String { fixture }
    }

    static let cases = [
        // 22 levels of templates that each use the one before twice: 4 million views, which
        // took the resolver minutes and gigabytes. Copies now stop at 10,000 views.
        Case(
            fixture: "template-doubling.nmview.yaml",
            findings: [
                "template-doubling.nmview.yaml:6:7: error: templates and nested layouts expand to more than the limit of 10000 views [rule.expansion-limit]"
            ]),
        // The fuzzer's own find, from the case above: a cycle and an unknown template inside
        // doubling templates, reported again by every copy, hundreds of findings merged in
        // quadratic time. Each is now reported once.
        Case(
            fixture: "template-doubling-cycle.nmview.yaml",
            findings: [
                "template-doubling-cycle.nmview.yaml:8:7: error: templates and nested layouts expand to more than the limit of 10000 views [rule.expansion-limit]",
                "template-doubling-cycle.nmview.yaml:8:7: error: 't6' includes itself: t17 → t16 → t15 → t14 → t13 → t12 → t11 → t10 → t9 → t6 → t5 → t4 → t6 [rule.include-cycle]",
                "template-doubling-cycle.nmview.yaml:8:7: error: 't6' includes itself: t17 → t16 → t15 → t14 → t13 → t12 → t11 → t10 → t9 → t8 → t7 → t6 → t5 → t4 → t6 [rule.include-cycle]",
                "template-doubling-cycle.nmview.yaml:8:7: error: no template named 'n9' [rule.unknown-template]",
            ]),
        // Templates that each nest the one before, 300 deep: 600 levels of JSON, more than
        // JSONEncoder writes, so compile stopped with an internal error. (Resolving each
        // template, as compile keeps them, 128 levels deep also crosses the limit on views.)
        Case(
            fixture: "template-chain-300.nmview.yaml",
            findings: [
                "template-chain-300.nmview.yaml:6:7: error: templates and nested layouts nest views deeper than the limit of 128 levels [rule.expansion-limit]",
                "template-chain-300.nmview.yaml:186:21: error: templates and nested layouts expand to more than the limit of 10000 views [rule.expansion-limit]",
            ]),
        // The same, 1,500 deep: the resolver's recursion overflowed the stack. (Resolving each
        // template, as compile keeps them, 128 levels deep also crosses the limit on views.)
        Case(
            fixture: "template-chain-1500.nmview.yaml",
            findings: [
                "template-chain-1500.nmview.yaml:6:7: error: templates and nested layouts nest views deeper than the limit of 128 levels [rule.expansion-limit]",
                "template-chain-1500.nmview.yaml:115:21: error: templates and nested layouts expand to more than the limit of 10000 views [rule.expansion-limit]",
            ]),
        // `.inf` passed the schema (minimum 0) and every rule, and JSONEncoder refused it.
        Case(
            fixture: "non-finite-property.nmview.yaml",
            findings: [
                "non-finite-property.nmview.yaml:5:17: error: 'cornerRadius' must be a finite number, not NaN or infinite [rule.non-finite-number]"
            ]),
        // A template's frame of 1e320 (infinite once read) passed lint, because template frames
        // were not checked, and compile stopped with an internal error.
        Case(
            fixture: "template-frame-not-finite.nmview.yaml",
            findings: [
                "template-frame-not-finite.nmview.yaml:12:12: error: numbers must be finite, not NaN or infinite [rule.invalid-geometry]"
            ]),
        // A file with an error was still composed into the file using its class.
        Case(
            fixture: "non-finite-nested",
            findings: [
                "non-finite-nested/Inner.nmview.yaml:5:24: error: numbers must be finite, not NaN or infinite [rule.invalid-geometry]"
            ]),
    ]

    @Test(arguments: cases)
    func compilesWithoutInternalError(_ test: Case) async throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("nmview-fuzz-\(UUID())")
        defer { try? FileManager.default.removeItem(at: out) }
        try await expectRefused(test, by: "compile", out: out)
    }

    /// Runs `nmview command --no-color FIXTURE --out OUT`, which must exit 1 with exactly the
    /// case's errors.
    private func expectRefused(_ test: Case, by command: String, out: URL) async throws {
        let output = try await CommandRunner.run([command, "--no-color", test.fixture, "--out", out.path], in: Self.folder)
        #expect(output.status == 1, "\(output.stderr)")
        for finding in test.findings {
            #expect(output.stderr.contains(finding + "\n"), "\(output.stderr)")
        }
        #expect(output.stderr.components(separatedBy: ": error: ").count == test.findings.count + 1, "\(output.stderr)")
    }

    /// Inputs the xib fuzzer found, each now refused by `nmview import-xib` with its one error.
    static let xibCases = [
        // A byte that is not UTF-8 in an attribute's name: FoundationXML trapped on it.
        Case(
            fixture: "xib-attribute-name-not-utf8.xib",
            findings: [
                "xib-attribute-name-not-utf8.xib:78:97: error: byte 0xEC is not UTF-8: a xib is UTF-8, as Xcode writes it [xib.not-utf8]"
            ]),
        // A custom class that is not an identifier ('ScoreBoard=', in the archive format): the
        // importer wrote it as the layout's view, which lint refused.
        Case(
            fixture: "xib-custom-class-not-identifier.xib",
            findings: [
                "xib-custom-class-not-identifier.xib:24:4: error: 'ScoreBoard=' is not a class name (customClass): it starts with a letter or '_' and continues with letters, digits or '_' [xib.invalid-name]"
            ]),
        // An outlet that is not an identifier ('avat=ar'): the importer made it the view's id,
        // which lint refused.
        Case(
            fixture: "xib-outlet-not-identifier.xib",
            findings: [
                "xib-outlet-not-identifier.xib:13:17: error: 'avat=ar' is not an outlet name (property): it starts with a letter or '_' and continues with letters, digits or '_' [xib.invalid-name]"
            ]),
        // Two views with one id, an outlet naming it: the importer listed the outlet twice,
        // which lint refused.
        Case(
            fixture: "xib-duplicate-object-id.xib",
            findings: [
                "xib-duplicate-object-id.xib:65:17: error: 'Spn-6f-act' is the id of two objects: each object of a xib has its own [xib.duplicate-id]"
            ]),
        // A frame with a negative height, found by the first half-hour campaign on the new
        // scanner: the importer wrote it, and lint refused the layout.
        Case(
            fixture: "xib-negative-frame-height.xib",
            findings: [
                "xib-negative-frame-height.xib:78:29: error: the frame's height is -92: a view's size is never negative [xib.invalid-frame]"
            ]),
        // An archive-format root view 0 points high (from NSFrameSize), found by the second
        // half-hour campaign: the importer wrote 'height: 0', which the schema refuses.
        Case(
            fixture: "xib-root-zero-high.xib",
            findings: [
                "xib-root-zero-high.xib:24:4: error: the view 'XibRootZeroHigh' is 48012 × 0 points: a layout's design size is more than 0 each way [xib.no-size]"
            ]),
        // An archive view whose NSSubviews names, by reference, the view itself: the import
        // recursed until the stack overflowed (found by the sixth half-hour campaign).
        Case(
            fixture: "xib-archive-view-inside-itself.xib",
            findings: [
                "xib-archive-view-inside-itself.xib:65:7: error: the view '191373211' is placed again here, as a subview of a second view or of itself: a view has one superview [xib.duplicate-id]"
            ]),
        // A processing instruction without data, before the root or inside it: FoundationXML's
        // parser crashed on it (strlen of a null pointer in its callback). It is skipped now, and
        // each file is refused for what it is: a document without the xib's type.
        Case(
            fixture: "xib-instruction-without-data-before-root.xib",
            findings: [
                "xib-instruction-without-data-before-root.xib:2:1: error: not an iOS xib: the document type is '' [xib.not-cocoa-touch]"
            ]),
        Case(
            fixture: "xib-instruction-without-data-inside.xib",
            findings: [
                "xib-instruction-without-data-inside.xib:1:1: error: not an iOS xib: the document type is '' [xib.not-cocoa-touch]"
            ]),
    ]

    /// Inputs of the fuzzer's shape that import: each must write what the fixture it was made from
    /// writes, apart from the header line naming the file.
    static let importedCases = [
        // ProfileCard.xib with processing instructions without data (the crash's shape), comments
        // beside them, before the root, inside elements and after the root.
        (fixture: "xib-instructions-without-data.xib", original: "../XIB/ProfileCard.xib")
    ]

    /// Inputs the xib fuzzer found whose import lint refused: each imports now, and `nmview lint`
    /// finds no error in what it wrote (the fuzzer's own check).
    static let lintCleanImports = [
        // '<segments>' holding text instead of '<segment>' elements: 'segments: []' was written,
        // and the schema wants at least one.
        "xib-segments-not-elements.xib",
        // A switch's action 'resignFirstResponder:' to the File's Owner: bound by selector it
        // would call UIView's own method, and lint refused the layout.
        "xib-action-named-after-uiview.xib",
        // A system image named 'heart. ll': written as a symbol, whose name the schema refuses.
        "xib-symbol-name-with-space.xib",
        // A template view whose frame has no height, nothing else: 'itemTemplate:' was written
        // with no value, a null lint refuses where a view is wanted.
        "xib-template-without-frame.xib",
    ]

    @Test(arguments: lintCleanImports)
    func importsWhatLintAccepts(_ fixture: String) async throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("nmview-fuzz-\(UUID())")
        defer { try? FileManager.default.removeItem(at: out) }
        let imported = try await CommandRunner.run(["import-xib", "--no-color", fixture, "--out", out.path], in: Self.folder)
        #expect(imported.status == 0, "\(imported.stderr)")
        let linted = try await CommandRunner.run(["lint", "--no-color", out.path], in: Self.folder)
        #expect(linted.status == 0, "\(linted.stderr)")
    }

    @Test(arguments: importedCases)
    func importsAsTheFileItWasMadeFrom(_ fixture: String, _ original: String) async throws {
        var written: [String] = []
        for file in [fixture, original] {
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("nmview-fuzz-\(UUID())")
            defer { try? FileManager.default.removeItem(at: out) }
            let output = try await CommandRunner.run(["import-xib", "--no-color", file, "--out", out.path], in: Self.folder)
            #expect(output.status == 0, "\(output.stderr)")
            let layout = try String(contentsOf: out.appendingPathComponent("ProfileCard.nmview.yaml"), encoding: .utf8)
            written.append(layout.split(separator: "\n").filter { !$0.hasPrefix("# Imported from") }.joined(separator: "\n"))
        }
        #expect(written[0] == written[1])
    }

    @Test(arguments: xibCases)
    func importsWithoutCrashing(_ test: Case) async throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("nmview-fuzz-\(UUID())")
        defer { try? FileManager.default.removeItem(at: out) }
        try await expectRefused(test, by: "import-xib", out: out)
        #expect(!FileManager.default.fileExists(atPath: out.path), "nothing is written on an error")
    }

    @Test func aLayoutIsNotComposedFromOneWithErrors() async throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("nmview-fuzz-\(UUID())")
        defer { try? FileManager.default.removeItem(at: out) }
        _ = try await CommandRunner.run(["compile", "non-finite-nested", "--out", out.path], in: Self.folder)
        let card = try String(contentsOf: out.appendingPathComponent("Card.layout.json"), encoding: .utf8)
        #expect(card.contains("\"class\" : \"Inner\""))
        #expect(!card.contains("\"bar\""), "Inner's subviews were composed into Card:\n\(card)")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("Inner.layout.json").path))
    }

    @Test func everyFixtureHasACase() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
        #expect(names == ((Self.cases + Self.xibCases).map(\.fixture) + Self.importedCases.map(\.fixture) + Self.lintCleanImports).sorted())
    }
}
