@testable import ExampleViews
import NMViewEngine
import NMViewModel
import NMViewUIKitUnderCheck
import Testing
import UIKit

/// The shipped sign-in screen (Examples/SignInViewController.nmview.yaml), compiled as an app
/// bundles it, on a view controller: its brand colours come from the app's asset catalog and
/// follow the appearance, the logo is a configured SF Symbol, the fields are set up for AutoFill,
/// the header fills the screen while the rest keeps to the safe area, and it turns to landscape.
@MainActor @Suite(.interfaceCheck) struct SignInExampleTests {
    /// Examples/Assets.xcassets as the app's bundle has it (`0xRRGGBBAA`).
    static func registerCatalog() {
        UIColor._interfaceCheckRegisterColor(named: "BrandPrimary", light: 0x431CBBFF, dark: 0x5B3FD9FF, in: nil)
        UIColor._interfaceCheckRegisterColor(named: "BrandText", light: 0x431CBBFF, dark: 0xB9A6FFFF, in: nil)
        UIColor._interfaceCheckRegisterColor(named: "Surface/Field", light: 0xF2F2F7FF, dark: 0x1C1C1EFF, in: nil)
    }

    static func components(_ color: UIColor?, _ style: UIUserInterfaceStyle) -> [CGFloat]? {
        color?.resolvedColor(with: UITraitCollection(userInterfaceStyle: style)).cgColor.components
    }

    static func rgba(_ value: UInt32) -> [CGFloat] {
        [24, 16, 8, 0].map { CGFloat((value >> UInt32($0)) & 0xFF) / 255 }
    }

    @Test func brandColoursComeFromTheCatalogInBothAppearances() throws {
        TestLayouts.use()
        Self.registerCatalog()
        let controller = SignInViewController()
        let view = try #require(controller.view)
        #expect(controller.problems.isEmpty, "\(controller.problems.map(\.message))")
        let header = try #require(controller.outlet("header"))
        #expect(Self.components(header.backgroundColor, .light) == Self.rgba(0x431CBBFF))
        #expect(Self.components(header.backgroundColor, .dark) == Self.rgba(0x5B3FD9FF))
        #expect(Self.components(controller.emailField.backgroundColor, .dark) == Self.rgba(0x1C1C1EFF))
        let forgot = try #require(controller.outlet("forgotButton", as: UIButton.self))
        #expect(Self.components(forgot.tintColor, .dark) == Self.rgba(0xB9A6FFFF))
        // The pair on the subtitle: one value per appearance.
        let subtitle = try #require(controller.outlet("subtitle", as: UILabel.self))
        #expect(Self.components(subtitle.textColor, .light) == Self.rgba(0xE4DCFFFF))
        #expect(Self.components(subtitle.textColor, .dark) == Self.rgba(0xE9E3FFFF))
        #expect(Self.components(view.backgroundColor, .dark) == Self.components(.systemBackground, .dark))
    }

    @Test func theLogoIsAConfiguredSymbolAndTheFieldsAreSetUpForAutoFill() throws {
        TestLayouts.use()
        Self.registerCatalog()
        let controller = SignInViewController()
        let logo = try #require(controller.outlet("logo", as: UIImageView.self))
        #expect(logo.image?._interfaceCheckSystemName == "lock.shield.fill")
        #expect(logo.image?.symbolConfiguration?._interfaceCheckPointSize == 56)
        #expect(logo.image?.symbolConfiguration?._interfaceCheckWeight == .semibold)
        let email = controller.emailField
        #expect(email.textContentType == .username)
        #expect(email.keyboardType == .emailAddress)
        #expect(email.autocapitalizationType == UITextAutocapitalizationType.none)
        #expect(email.autocorrectionType == .no && email.spellCheckingType == .no)
        let password = controller.passwordField
        #expect(password.textContentType == .password)
        #expect(password.isSecureTextEntry)
        #expect(password.returnKeyType == .go)
    }

    @Test func theHeaderFillsTheScreenAndTheFormKeepsToTheSafeArea() throws {
        TestLayouts.use()
        Self.registerCatalog()
        let controller = SignInViewController()
        let view = try #require(controller.view)
        // An iPhone SE: a 20-point status bar and no home indicator.
        view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        view._interfaceCheckSetSafeAreaInsets(UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        view.layoutIfNeeded()
        #expect(controller.outlet("header")?.frame.minY == 0, "the header ignores the safe area")
        // 91 below the design's top of 59: 32 below the SE's status bar.
        #expect(controller.outlet("logo")?.frame.minY == 52)
        // 44 above the design's bottom of 818 (852 − 34): 44 above the SE's bottom edge.
        #expect(controller.outlet("signUpButton")?.frame.maxY == 667)
        controller.signInButton.sendActions(for: .touchUpInside)
        #expect(controller.taps == ["signIn"])
    }

    @Test func turnedOnItsSideItTakesTheLandscapeLayout() throws {
        TestLayouts.use()
        Self.registerCatalog()
        let controller = SignInViewController()
        let view = try #require(controller.view)
        view.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
        view._interfaceCheckSetSafeAreaInsets(UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        view.layoutIfNeeded()
        #expect(controller.currentLayoutName == "landscape")
        #expect(controller.emailField.frame == CGRect(x: 420, y: 40, width: 353, height: 48))
    }
}
