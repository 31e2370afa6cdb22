import ArgumentParser

/// The root `nmview` command: only dispatches to its subcommands.
public struct NMViewCommand: ParsableCommand {
    /// The tool's version, printed by `nmview --version`.
    public static let version = "0.1.0"

    public static let configuration = CommandConfiguration(
        commandName: "nmview",
        abstract: "Check, compile and preview NMView layouts written in YAML or JSON.",
        discussion: """
            Layouts live in '*.nmview.yaml', '*.nmview.yml' or '*.nmview.json' files. \
            Exit codes: 0 clean, 1 problems found, 64 usage error, 70 internal error.

            Examples:
              nmview lint Examples
              nmview help compile
              nmview --generate-completion-script zsh > ~/.zfunc/_nmview
            """,
        version: version,
        subcommands: [
            LintCommand.self, CompileCommand.self, GenerateCommand.self, RenderCommand.self, ExplainCommand.self,
            DiffCommand.self, WatchCommand.self, PreviewCommand.self, InitCommand.self, ImportXIBCommand.self,
            SchemaCommand.self,
            RulesCommand.self, LSPCommand.self, StringsCommand.self,
        ]
    )

    public init() {}
}
