import ArgumentParser
import NMViewDiagnostics
import NMViewLint

/// `nmview lint`: checks layout files and reports every problem at its line and column.
struct LintCommand: GuardedCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check layout files and report every problem at its line and column.",
        discussion: """
            Directories are searched recursively for '*.nmview.yaml', '*.nmview.yml' and \
            '*.nmview.json'; files are checked whatever their name.

            A colour that is not hexadecimal or a UIKit colour names a colour set of an asset \
            catalog: those beside the layout (every *.xcassets in its folder and in each folder \
            above it, up to the nearest with a Package.swift, an *.xcodeproj or .git) and those \
            given with --assets.

            --disable turns off a rule by its id, or a group of rules by its name: \
            'nmview rules' lists both.

            Examples:
              nmview lint Examples
              nmview lint --strict --format github Layouts/ProfileCard.nmview.yaml
              nmview lint Layouts --assets Shared/Design.xcassets
              nmview lint --disable accessibility --disable rule.outside-parent Layouts
            """
    )

    @Argument(help: "Layout files or directories to check.")
    var paths: [String] = ["."]

    @Flag(help: "Fail on warnings too.")
    var strict = false

    @Option(
        name: .customLong("disable"),
        help: ArgumentHelp(
            "A rule id or a group of rules (such as 'accessibility') not to check; repeatable.", valueName: "rule-or-group"))
    var disabled: [String] = []

    func validate() throws {
        _ = try ruleSelection()
    }

    /// The rules this run checks.
    private func ruleSelection() throws -> RuleSelection {
        do {
            return try RuleSelection(disabling: disabled)
        } catch {
            throw ValidationError("--disable: \(error.message)")
        }
    }

    @OptionGroup var output: OutputOptions

    @OptionGroup var assets: AssetOptions

    func execute() throws {
        var linter = try assets.linter()
        linter.rules = try ruleSelection()
        let outcome = linter.lint(paths: paths)
        Reporter(options: output, strict: strict).report(outcome)
        if outcome.fails(strict: strict) {
            throw ExitCode(ExitStatus.problemsFound)
        }
    }
}
