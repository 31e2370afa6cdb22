import NMViewLint
import NMViewYAML
import Testing

/// What a workspace update costs: which files it checks again, and that those it skips could
/// not have changed.
@Suite struct LayoutWorkspaceTests {
    static let card = "nmview: 1\nview: Card\nsize: {width: 100, height: 50}\nroot:\n  subviews:\n    - {id: title, class: UILabel, frame: [0, 0, 100, 20]}\n"
    static let screen = "nmview: 1\nview: Screen\nsize: {width: 320, height: 480}\nroot:\n  subviews:\n    - {id: card, class: Card, frame: [0, 0, 100, 50]}\n"
    static let other = "nmview: 1\nview: Other\nsize: {width: 320, height: 480}\nroot: {}\n"

    private func workspace() throws -> LayoutWorkspace {
        var workspace = LayoutWorkspace(linter: try Linter())
        workspace.update("Card.nmview.yaml", bytes: Array(Self.card.utf8))
        workspace.update("Other.nmview.yaml", bytes: Array(Self.other.utf8))
        workspace.update("Screen.nmview.yaml", bytes: Array(Self.screen.utf8))
        _ = workspace.lint()
        return workspace
    }

    private func fullLint(_ texts: [(String, String)]) throws -> LintOutcome {
        try Linter().lint(sources: texts.map { SourceFile(path: $0.0, bytes: Array($0.1.utf8)) })
    }

    @Test func anUnrelatedEditChecksOnlyThatFile() throws {
        var workspace = try workspace()
        workspace.update("Other.nmview.yaml", bytes: Array(Self.other.replacingOccurrences(of: "320", with: "375").utf8))
        let update = workspace.lint()
        #expect(update.changed == ["Other.nmview.yaml"])
        let unchanged = workspace.lint()
        #expect(unchanged.changed.isEmpty)
    }

    @Test func editingAComposedClassRechecksItsUsers() throws {
        var workspace = try workspace()
        let card = Self.card.replacingOccurrences(of: "id: title", with: "id: heading")
        workspace.update("Card.nmview.yaml", bytes: Array(card.utf8))
        let update = workspace.lint()
        #expect(update.changed == ["Card.nmview.yaml", "Screen.nmview.yaml"])
        let ids = update.outcome.documents["Screen.nmview.yaml"]?.resolved.root.subviews.first?.subviews.map(\.id)
        #expect(ids == ["card.heading"])
        let full = try fullLint([("Card.nmview.yaml", card), ("Other.nmview.yaml", Self.other), ("Screen.nmview.yaml", Self.screen)])
        #expect(update.outcome.report.diagnostics == full.report.diagnostics)
    }

    @Test func aLaterFileOfTheSameClassShadowsIt() throws {
        var workspace = try workspace()
        let shadow = "nmview: 1\nview: Card\nsize: {width: 100, height: 50}\nroot: {}\n"
        workspace.update("Z.nmview.yaml", bytes: Array(shadow.utf8))
        let update = workspace.lint()
        #expect(update.changed == ["Z.nmview.yaml", "Screen.nmview.yaml"])
        #expect(update.outcome.documents["Screen.nmview.yaml"]?.resolved.root.subviews.first?.subviews.isEmpty == true)
        workspace.remove("Z.nmview.yaml")
        let back = workspace.lint()
        #expect(back.changed == ["Z.nmview.yaml", "Screen.nmview.yaml"])
        #expect(back.outcome.documents["Screen.nmview.yaml"]?.resolved.root.subviews.first?.subviews.count == 1)
    }
}
