import ArgumentParser
import Foundation
import NMViewDiagnostics
import NMViewModel
import NMViewXIBImport

/// `nmview init NAME`: writes a starter layout with the schema modeline, ready to lint.
struct InitCommand: GuardedCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a starter layout file for a view class.",
        discussion: """
            Writes NAME.nmview.yaml with a portrait layout at an iPhone's size (393x852, an \
            iPhone 15), a landscape alternative, each with that iPhone's safe area and a label \
            inside it, and the '# yaml-language-server: $schema=…' modeline, pointing at the \
            nearest Schemas/nmview.schema.json above the directory. Where there is none, it first \
            writes this nmview's schema to Schemas/nmview.schema.json in the directory, so the \
            modeline always resolves, with no network.

            The directory is created if it does not exist. NAME is a Swift class name, so it \
            starts with an upper-case letter, as UIKit's do.

            --size sets another design size; the alternative is that size turned. Each layout \
            gets a safe area only where its size is the screen of a device whose insets nmview \
            knows, in either orientation: \(knownScreens).

            Examples:
              nmview init ProfileCard
              nmview init Keypad --directory Layouts
              nmview init Badge --size 120x40
            """
    )

    /// `375x667 (iPhone SE), …`: the screens whose safe areas `init` writes, from the one table.
    private static var knownScreens: String {
        DeviceScreen.known.map { "\(TextNumbers.size($0.portrait)) (\($0.name))" }.joined(separator: ", ")
    }

    @Argument(help: "The view class the layout belongs to, such as ProfileCard.")
    var name: String

    @Option(name: .shortAndLong, help: "Directory to write into; created if missing.")
    var directory = "."

    @Option(
        help: ArgumentHelp(
            "The design size, as WIDTHxHEIGHT in points (default: 393x852, an iPhone 15 in portrait).",
            valueName: "WIDTHxHEIGHT"),
        transform: Size.argument)
    var size: Size?

    @Flag(help: "Replace an existing file.")
    var force = false

    func validate() throws {
        let identifier = /^[A-Za-z_][A-Za-z0-9_]*$/
        guard name.wholeMatch(of: identifier) != nil else {
            throw ValidationError("'\(name)' is not a class name: use letters, digits and '_', starting with a letter")
        }
        // `view:` names a Swift class, and the layout file is named after it: `loginView` would
        // make a class no Swift code expects, and a file the app loads as `loginView`.
        if let first = name.unicodeScalars.first, !("A"..."Z").contains(first) {
            let suggestion = name.drop { $0 == "_" }
            throw ValidationError(
                "'\(name)' is not a class name as Swift writes them: start it with an upper-case letter"
                    + (suggestion.isEmpty ? "" : " ('\(suggestion.prefix(1).uppercased() + suggestion.dropFirst())')"))
        }
    }

    func execute() throws {
        let path = (directory as NSString).appendingPathComponent("\(name).nmview.yaml")
        if FileManager.default.fileExists(atPath: path), !force {
            Reporter.write("nmview: error: '\(path)': the file exists (use --force to replace it)\n", to: .standardError)
            throw ExitCode(ExitStatus.problemsFound)
        }
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                isDirectory = true
            } catch {
                Reporter.write("nmview: error: cannot create the directory '\(directory)': \(error.localizedDescription)\n", to: .standardError)
                throw ExitCode(ExitStatus.problemsFound)
            }
        }
        guard isDirectory.boolValue else {
            Reporter.write("nmview: error: cannot write '\(path)': '\(directory)' is not a directory\n", to: .standardError)
            throw ExitCode(ExitStatus.problemsFound)
        }
        let (schema, written) = try SchemaReference.resolvable(in: directory)
        if let written { print(written) }
        let text = StarterLayout(name: name, schema: schema, size: size ?? StarterLayout.sizeDefault).text
        do {
            try AtomicFile.write(Data(text.utf8), to: path, replacing: force)
        } catch {
            let hint = FileManager.default.fileExists(atPath: path) && !force ? " (use --force to replace it)" : ""
            Reporter.write("nmview: error: \(error)\(hint)\n", to: .standardError)
            throw ExitCode(ExitStatus.problemsFound)
        }
        print(path)
    }
}
