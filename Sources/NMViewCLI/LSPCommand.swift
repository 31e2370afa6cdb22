import ArgumentParser
import Foundation
import NMViewLanguageServer

/// `nmview lsp`: the language server an editor starts, speaking LSP over stdin and stdout.
struct LSPCommand: GuardedCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the language server an editor starts: LSP 3.17 over stdin and stdout.",
        discussion: """
            Publishes the findings of 'nmview lint' for every open layout as you type, and offers \
            completion, hover, go to definition and an outline. The workspace's layout files are \
            read from disk; open buffers stand in for their files. Logs go to stderr. Colour \
            values complete and hover with the colour sets of the layout's asset catalogs (its \
            project's, and those given with --assets); a client that lets servers register file \
            watchers reports saved colour sets, and the open layouts are linted again.

            Editors start it themselves; the README's editor setup has the configuration \
            for Neovim, Helix, Zed, Sublime Text and VS Code.

            Examples:
              nmview lsp
              nmview lsp --assets App/Assets.xcassets
            """
    )

    @Flag(name: .customLong("stdio"), help: .hidden)
    var stdio = false

    @Option(
        name: .customLong("debounce-ms"),
        help: "Milliseconds to wait after a change before linting, so a burst of typing is linted once.")
    var debounceMilliseconds = 200

    @OptionGroup var assets: AssetOptions

    func validate() throws {
        guard debounceMilliseconds >= 0 else { throw ValidationError("--debounce-ms must be 0 or more") }
    }

    func execute() throws {
        let server = try LanguageServer(
            version: NMViewCommand.version, debounce: .milliseconds(debounceMilliseconds), assets: assets.paths,
            send: StdioTransport.write,
            exit: { code in Foundation.exit(code) })
        StdioTransport.start(server)
        // The main thread has nothing else to do; the server ends the process on `exit`.
        dispatchMain()
    }
}
