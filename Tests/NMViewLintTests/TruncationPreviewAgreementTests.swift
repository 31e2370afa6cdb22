import NMViewColor
import NMViewDiagnostics
import NMViewEngine
@testable import NMViewLint
import NMViewModel
import NMViewPreview
import NMViewYAML
import Testing

/// The "text truncates" rule reports what the preview draws: a text is reported at a size exactly
/// when the SVG the preview draws at that size leaves some of its characters out. Each case is
/// linted, drawn by `SVGRenderer` at the default size and at extraExtraExtraLarge, and its drawn
/// lines read back from the SVG.
@Suite struct TruncationPreviewAgreementTests {
    /// A layout with the one view `t`.
    static func layout(_ view: String) -> String {
        """
        nmview: 1
        size: {width: 320, height: 480}
        root:
          subviews:
            - {id: t, \(view)}

        """
    }

    static let cases: [String] = [
        "class: UILabel, frame: [10, 10, 300, 21], text: Hello",
        "class: UILabel, frame: [10, 10, 60, 21], text: Welcome back to the app",
        "class: UILabel, frame: [10, 10, 36, 21], text: Hello",
        "class: UILabel, frame: [10, 10, 37, 21], text: Hello",
        "class: UILabel, frame: [10, 10, 160, 42], numberOfLines: 2, text: Welcome back to the app",
        "class: UILabel, frame: [10, 10, 100, 42], numberOfLines: 0, text: Welcome back to the app today",
        "class: UILabel, frame: [10, 10, 100, 63], numberOfLines: 0, text: Welcome back to the app today",
        "class: UILabel, frame: [10, 10, 100, 200], numberOfLines: 3, text: Welcome back to the app for another long day",
        "class: UILabel, frame: [10, 10, 120, 21], text: Welcome back to the app, adjustsFontSizeToFitWidth: true, minimumScaleFactor: 0.5",
        "class: UILabel, frame: [10, 10, 120, 21], text: Welcome back to the app, adjustsFontSizeToFitWidth: true, minimumScaleFactor: 0.9",
        "class: UILabel, frame: [10, 10, 150, 21], text: Notifications on, font: {textStyle: body}",
        "class: UILabel, frame: [10, 10, 200, 21], text: Notifications on, font: {textStyle: body}",
        "class: UILabel, frame: [10, 10, 150, 21], text: Notifications on, font: {textStyle: body, size: 15}",
        "class: UILabel, frame: [10, 10, 150, 40], text: Notifications on, font: {textStyle: headline, weight: bold}",
        "class: UILabel, frame: [10, 10, 150, 21], text: Notifications on, font: {size: 17}",
        "class: UILabel, frame: [10, 10, 90, 60], numberOfLines: 0, text: Notifications on, font: {textStyle: caption1}",
        "class: UILabel, frame: [10, 10, 100, 42], numberOfLines: 0, lineBreakMode: byCharWrapping, text: Welcome back to the app today",
        "class: UILabel, frame: [10, 10, 60, 21], lineBreakMode: byTruncatingHead, text: Welcome back",
        "class: UIButton, frame: [10, 10, 80, 30], title: Continue to checkout, titleColor: label",
        "class: UIButton, frame: [10, 10, 80, 30], title: Go, titleColor: label",
        "class: UIButton, frame: [10, 10, 80, 30], title: Continue, titleColor: label, contentEdgeInsets: {left: 12, right: 12}",
        "class: UIButton, frame: [10, 10, 90, 30], title: Continue, titleColor: label, font: {textStyle: body}",
    ]

    @Test(arguments: cases)
    func theRuleReportsWhatThePreviewCutsOff(_ view: String) throws {
        let source = Self.layout(view)
        let linter = try Linter()
        let checked = linter.check(SourceFile(path: "T.nmview.yaml", bytes: Array(source.utf8)), reader: YAMLReader())
        let tree = try #require(checked.tree, "\(checked.diagnostics)")
        let document = try #require(checked.document, "\(checked.diagnostics)")
        let (resolved, problems) = Resolver().resolve(document, name: "T")
        let context = RuleContext(tree: tree, document: document, resolved: resolved, resolveProblems: problems)
        let findings = TruncationRules.textTruncates.run(context)
        let written = try #require(document.root.subviews.first)
        let text = try #require((written[.title] ?? written[.text])?.textValue?.sourceText)
        let compiled = CompiledLayout(resolved)
        let follows = written[.font]?.fontValue?.followsDynamicType == true

        let cutAtDefault = try Self.isCut(text, in: SVGRenderer().render(compiled, size: Size(width: 320, height: 480)))
        #expect(findings.contains { $0.severity == .warning } == cutAtDefault, "\(findings.map(\.message))")
        let large = SVGRenderer(contentSize: TruncationRules.largeSize).render(compiled, size: Size(width: 320, height: 480))
        let cutWhenLarge = try Self.isCut(text, in: large)
        #expect(findings.contains { $0.severity == .note } == (follows && !cutAtDefault && cutWhenLarge), "\(findings.map(\.message))")
        #expect(findings.count <= 1)
    }

    /// Whether the view `t` in `svg` draws fewer of `text`'s characters (spaces aside) than it has.
    static func isCut(_ text: String, in svg: String) throws -> Bool {
        let view = try #require(svg.range(of: "data-id=\"t\""))
        var drawn = ""
        var rest = svg[view.upperBound...]
        // The view's own text: its tspans, up to the end of its group.
        let end = rest.range(of: "</g>")?.lowerBound ?? rest.endIndex
        rest = rest[..<end]
        while let open = rest.range(of: "<tspan ") {
            guard let close = rest[open.upperBound...].firstIndex(of: ">"),
                let finish = rest[close...].range(of: "</tspan>")
            else { break }
            drawn += rest[rest.index(after: close)..<finish.lowerBound]
            rest = rest[finish.upperBound...]
        }
        let letters = { (string: String) in string.filter { !$0.isWhitespace && $0 != "…" } }
        return letters(XMLUnescape.text(drawn)) != letters(text)
    }
}

/// The few entities the SVG writes in text.
private enum XMLUnescape {
    static func text(_ string: String) -> String {
        string.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
