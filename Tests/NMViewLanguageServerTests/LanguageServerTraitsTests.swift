import NMViewLanguageServer
import Testing

/// Completion of the text input traits and of a table cell's own properties, from the schema.
extension LanguageServerFeatureTests {
    @Test func completesTheTextInputTraitsAndTheirValues() async throws {
        let harness = try ServerHarness()
        try await harness.initialize()
        let positions = try await open(
            harness,
            """
            nmview: 1
            size: {width: 10, height: 10}
            5️⃣
            root:
              subviews:
                - {class: UITextField, 1️⃣}
                - {class: UITextView, 2️⃣}
                - class: UITextField
                  textContentType: 3️⃣
                - class: UITextView
                  autocorrectionType: 4️⃣

            """)
        let field = labels(try await harness.request("textDocument/completion", at(positions["1️⃣"])))
        let traits = ["textContentType", "autocapitalizationType", "autocorrectionType", "spellCheckingType"]
        #expect(Set(field).isSuperset(of: traits + ["secureTextEntry"]), "\(field)")
        let view = labels(try await harness.request("textDocument/completion", at(positions["2️⃣"])))
        #expect(Set(view).isSuperset(of: traits + ["keyboardType", "returnKeyType"]), "\(view)")
        #expect(!view.contains("secureTextEntry"))
        let types = labels(try await harness.request("textDocument/completion", at(positions["3️⃣"])))
        #expect(types.count == TextContentTypeCount.documented)
        #expect(Set(types).isSuperset(of: ["username", "password", "newPassword", "oneTimeCode", "emailAddress", "URL"]))
        let corrections = labels(try await harness.request("textDocument/completion", at(positions["4️⃣"])))
        #expect(corrections == ["default", "no", "yes"])
        // A document's own keys include the cell's properties, which lint ties to kind tableCell.
        #expect(labels(try await harness.request("textDocument/completion", at(positions["5️⃣"]))).contains("cell"))
    }

    /// Inside `cell`, the accessories and selection styles UIKit has, and their documentation.
    @Test func completesATableCellsOwnProperties() async throws {
        let harness = try ServerHarness()
        try await harness.initialize()
        let positions = try await open(
            harness,
            """
            nmview: 1
            kind: tableCell
            size: {width: 375, height: 44}
            cell:
              accessoryType: 2️⃣
              selectionStyle: 3️⃣
            root: {}

            """)
        let accessories = labels(try await harness.request("textDocument/completion", at(positions["2️⃣"])))
        #expect(accessories == ["none", "disclosureIndicator", "detailDisclosureButton", "checkmark", "detailButton"])
        let styles = labels(try await harness.request("textDocument/completion", at(positions["3️⃣"])))
        #expect(styles == ["none", "blue", "gray", "default"])
        // On the key 'accessoryType' (line 4, from 0), its documentation names UIKit's property.
        let hover = try await harness.request("textDocument/hover", at(position(4, 4)))
        #expect(hover["result"]?["contents"]?["value"]?.stringValue?.contains("UITableViewCell.accessoryType") == true)
    }
}

/// How many content types UIKit documents up to the iOS 17.4 SDK: the format offers each.
private enum TextContentTypeCount {
    static let documented = 45
}
