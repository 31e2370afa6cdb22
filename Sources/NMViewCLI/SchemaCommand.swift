import ArgumentParser
import Foundation
import NMViewSchema

/// `nmview schema`: prints the layout schema editors and `nmview lint` share.
struct SchemaCommand: GuardedCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of the layout format.",
        discussion: """
            The same file drives editor completion and 'nmview lint'.

            Examples:
              nmview schema > nmview.schema.json
              nmview schema --path
              nmview schema --markdown > Docs/Format.md
              nmview schema --write Schemas
            """
    )

    @Flag(help: "Print where the bundled schema file is instead of its content.")
    var path = false

    @Flag(help: "Print the format reference (Docs/Format.md) generated from the schema.")
    var markdown = false

    @Option(help: ArgumentHelp(
        "Write the schema to DIR/nmview.schema.json (atomically, replacing an older one) instead of printing it.",
        valueName: "DIR"))
    var write: String?

    func execute() throws {
        // Reading first reports a missing schema the same way for every form.
        let data = try BundledSchema.data()
        if let write {
            let target = (write as NSString).appendingPathComponent("nmview.schema.json")
            try Self.writeSchema(to: target)
            print(target)
        } else if path, let url = BundledSchema.url() {
            print(url.path)
        } else if markdown {
            FileHandle.standardOutput.write(Data(try FormatReference.markdown(schemaData: data).utf8))
        } else {
            FileHandle.standardOutput.write(data)
        }
    }

    /// Writes the bundled schema to `path` atomically, creating its folder; reports and exits 1
    /// when it cannot.
    static func writeSchema(to path: String) throws {
        do {
            let data = try BundledSchema.data()
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try AtomicFile.write(data, to: path, replacing: true)
        } catch {
            Reporter.write("nmview: error: cannot write the schema to '\(path)': \(error)\n", to: .standardError)
            throw ExitCode(ExitStatus.problemsFound)
        }
    }
}
