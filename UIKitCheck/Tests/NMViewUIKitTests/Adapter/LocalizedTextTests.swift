@testable import ExampleViews
import Foundation
import NMViewUIKitUnderCheck
import Testing
import UIKit

/// Localized text is looked up in `NMView.stringsBundle` with
/// `Bundle.localizedString(forKey:value:table:)`, Foundation's own (real here, not declared): a
/// key the bundle's table has shows its translation, one it lacks the layout's source text.
@MainActor @Suite(.interfaceCheck, .serialized) struct LocalizedTextTests {
    /// A bundle whose `Localizable` table, in every localization Foundation may pick, has two of
    /// the sign-in screen's keys.
    static func makeBundle() throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nmview-strings-\(UUID()).bundle")
        let table = """
            "signIn.button" = "Anmelden";
            "signIn.welcome" = "Willkommen zurück";
            """
        for localization in ["", "en.lproj", "Base.lproj", "Resources/en.lproj"] {
            let directory = folder.appendingPathComponent(localization)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(table.utf8).write(to: directory.appendingPathComponent("Localizable.strings"))
        }
        return try #require(Bundle(path: folder.path))
    }

    @Test func textIsLookedUpInTheStringsBundleOrShowsItsSource() throws {
        TestLayouts.use()
        SignInExampleTests.registerCatalog()
        let bundle = try Self.makeBundle()
        // What Foundation itself gives, so the test states what the adapter must match.
        #expect(bundle.localizedString(forKey: "signIn.button", value: "Sign In", table: "Localizable") == "Anmelden")
        NMView.stringsBundle = bundle
        defer { NMView.stringsBundle = .main }
        let controller = SignInViewController()
        _ = controller.view
        #expect(controller.signInButton.title(for: .normal) == "Anmelden")
        #expect(controller.outlet("welcome", as: UILabel.self)?.text == "Willkommen zurück")
        // Not in the table: the source text, as localizedString returns `value` for a missing key.
        #expect(controller.outlet("forgotButton", as: UIButton.self)?.title(for: .normal) == "Forgot password?")
        #expect(controller.emailField.placeholder == "Email")
    }
}
