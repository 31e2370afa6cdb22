import NMViewEngine
import NMViewModel
import NMViewUIKitUnderCheck
import Testing
import UIKit

/// A sign-in form's fields as a layout writes them reach UIKit's text input traits: the content
/// types AutoFill reads, capitalization, correction and spell checking, on text fields and text
/// views alike.
@MainActor @Suite(.interfaceCheck) struct TextInputTraitsTests {
    final class SignInForm: NMView {}

    static let form = LayoutDocument(
        viewClass: "SignInForm", size: Size(width: 375, height: 300),
        root: ViewNode(subviews: [
            ViewNode(
                id: "username", viewClass: "UITextField", frame: Rect(x: 16, y: 20, width: 343, height: 34),
                properties: [
                    "textContentType": .string("username"), "keyboardType": .string("emailAddress"),
                    "autocapitalizationType": .string("none"), "autocorrectionType": .string("no"),
                    "spellCheckingType": .string("no"),
                ]),
            ViewNode(
                id: "password", viewClass: "UITextField", frame: Rect(x: 16, y: 62, width: 343, height: 34),
                properties: ["textContentType": .string("newPassword"), "secureTextEntry": .bool(true)]),
            ViewNode(
                id: "code", viewClass: "UITextField", frame: Rect(x: 16, y: 104, width: 343, height: 34),
                properties: ["textContentType": .string("oneTimeCode"), "keyboardType": .string("numberPad")]),
            ViewNode(
                id: "note", viewClass: "UITextView", frame: Rect(x: 16, y: 146, width: 343, height: 100),
                properties: [
                    "textContentType": .string("emailAddress"), "keyboardType": .string("emailAddress"),
                    "returnKeyType": .string("send"), "autocapitalizationType": .string("words"),
                    "autocorrectionType": .string("yes"), "spellCheckingType": .string("yes"),
                ]),
            ViewNode(id: "plain", viewClass: "UITextField", frame: Rect(x: 16, y: 254, width: 343, height: 34)),
        ]))

    @Test func theFieldsAreSetUpForAutoFill() throws {
        TestLayouts.use(["SignInForm": Self.form])
        let form = SignInForm(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
        #expect(form.problems.isEmpty)
        let username = try #require(form.outlet("username", as: UITextField.self))
        #expect(username.textContentType == .username)
        #expect(username.keyboardType == .emailAddress)
        #expect(username.autocapitalizationType == UITextAutocapitalizationType.none)
        #expect(username.autocorrectionType == .no)
        #expect(username.spellCheckingType == .no)
        let password = try #require(form.outlet("password", as: UITextField.self))
        #expect(password.textContentType == .newPassword)
        #expect(password.textContentType.rawValue == "new-password")
        #expect(password.isSecureTextEntry)
        #expect(try #require(form.outlet("code", as: UITextField.self)).textContentType == .oneTimeCode)
    }

    @Test func aTextViewTakesTheSameTraits() throws {
        TestLayouts.use(["SignInForm": Self.form])
        let form = SignInForm(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
        let note = try #require(form.outlet("note", as: UITextView.self))
        #expect(note.textContentType == .emailAddress)
        #expect(note.textContentType.rawValue == "email")
        #expect(note.keyboardType == .emailAddress)
        #expect(note.returnKeyType == .send)
        #expect(note.autocapitalizationType == .words)
        #expect(note.autocorrectionType == .yes)
        #expect(note.spellCheckingType == .yes)
        #expect(!InterfaceRecorder.log.events("UITextView.textContentType", on: note).isEmpty)
    }

    @Test func aFieldThatSetsNoTraitKeepsUIKitsDefaults() throws {
        TestLayouts.use(["SignInForm": Self.form])
        let log = InterfaceRecorder.log
        log.removeAll()
        let form = SignInForm(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
        let plain = try #require(form.outlet("plain", as: UITextField.self))
        #expect(plain.textContentType == nil)
        #expect(plain.autocapitalizationType == .sentences)
        #expect(log.events("UITextField.autocapitalizationType", on: plain).isEmpty)
    }

    /// Every content type the format offers is one UIKit declares, by the same name.
    @Test(arguments: TextContentType.allCases)
    func everyContentTypeReachesUIKitsConstant(_ type: TextContentType) throws {
        let node = ViewNode(
            id: "field", viewClass: "UITextField", frame: Rect(x: 0, y: 0, width: 100, height: 34),
            properties: ["textContentType": .string(type.rawValue)])
        TestLayouts.use(["ContentTypeField": LayoutDocument(viewClass: "ContentTypeField", size: Size(width: 100, height: 34), root: ViewNode(subviews: [node]))])
        let host = ContentTypeField(frame: CGRect(x: 0, y: 0, width: 100, height: 34))
        let field = try #require(host.outlet("field", as: UITextField.self))
        let set = try #require(field.textContentType)
        #expect(TextContentTypeNames.name(set) == type.rawValue)
    }

    final class ContentTypeField: NMView {}
}
