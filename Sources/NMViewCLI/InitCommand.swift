import ArgumentParser
import Foundation
import NMViewDiagnostics

/// `nmview init NAME`: writes a starter layout with the schema modeline, ready to lint.
struct InitCommand: GuardedCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a starter layout file for a view class.",
        discussion: """
            Writes NAME.nmview.yaml with a portrait layout, a landscape alternative and the \
            '# yaml-language-server: $schema=…' modeline, pointing at the nearest \
            Schemas/nmview.schema.json above the directory. Where there is none, it first writes \
            this nmview's schema to Schemas/nmview.schema.json in the directory, so the modeline \
            always resolves, with no network.

            Examples:
              nmview init ProfileCard
              nmview init Keypad --directory Layouts
            """
    )

    @Argument(help: "The view class the layout belongs to, such as ProfileCard.")
    var name: String

    @Option(name: .shortAndLong, help: "Directory to write into.")
    var directory = "."

    @Flag(help: "Replace an existing file.")
    var force = false

    func validate() throws {
        let identifier = /^[A-Za-z_][A-Za-z0-9_]*$/
        guard name.wholeMatch(of: identifier) != nil else {
            throw ValidationError("'\(name)' is not a class name: use letters, digits and '_', starting with a letter")
        }
    }

    func execute() throws {
        let path = (directory as NSString).appendingPathComponent("\(name).nmview.yaml")
        if FileManager.default.fileExists(atPath: path), !force {
            Reporter.write("nmview: error: '\(path)': the file exists (use --force to replace it)\n", to: .standardError)
            throw ExitCode(ExitStatus.problemsFound)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            Reporter.write("nmview: error: cannot write '\(path)': no such directory '\(directory)'\n", to: .standardError)
            throw ExitCode(ExitStatus.problemsFound)
        }
        let (schema, written) = try SchemaReference.resolvable(in: directory)
        if let written { print(written) }
        let text = StarterLayout(name: name, schema: schema).text
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
