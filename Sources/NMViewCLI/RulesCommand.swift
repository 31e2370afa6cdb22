import ArgumentParser
import Foundation
import NMViewLint

/// `nmview rules`: lists the semantic lint rules.
struct RulesCommand: GuardedCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the semantic rules 'nmview lint' checks beyond the schema.",
        discussion: """
            A rule's group, where it has one, is a name 'nmview lint --disable' takes to turn off \
            all of the group's rules.

            Examples:
              nmview rules
              nmview rules --markdown > Docs/Rules.md
            """
    )

    @Flag(help: "Print Docs/Rules.md, generated from the rules themselves.")
    var markdown = false

    func execute() throws {
        if markdown {
            FileHandle.standardOutput.write(Data(LintRules.markdown().utf8))
            return
        }
        let width = LintRules.all.map(\.id.rawValue.count).max() ?? 0
        let groupWidth = RuleGroup.allCases.map(\.rawValue.count).max() ?? 0
        for rule in LintRules.all {
            let id = rule.id.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
            let group = (rule.group?.rawValue ?? "").padding(toLength: groupWidth, withPad: " ", startingAt: 0)
            let severity = rule.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
            print("\(id)  \(group)  \(severity)  \(rule.summary)")
        }
    }
}
