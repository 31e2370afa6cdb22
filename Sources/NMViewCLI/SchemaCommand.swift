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
            """
    )

    @Flag(help: "Print where the bundled schema file is instead of its content.")
    var path = false

    @Flag(help: "Print the format reference (Docs/Format.md) generated from the schema.")
    var markdown = false

    func execute() throws {
        // Reading first reports a missing schema the same way for both forms.
        let data = try BundledSchema.data()
        if path, let url = BundledSchema.url() {
            print(url.path)
        } else if markdown {
            FileHandle.standardOutput.write(Data(try FormatReference.markdown(schemaData: data).utf8))
        } else {
            FileHandle.standardOutput.write(data)
        }
    }
}
