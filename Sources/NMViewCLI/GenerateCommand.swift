import ArgumentParser

/// `nmview generate`: code made from layouts; `swift` is the one language there is.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate code from layouts.",
        discussion: """
            Examples:
              nmview generate swift Examples --out Generated
            """,
        subcommands: [GenerateSwiftCommand.self]
    )
}
