import NMViewUIKit
import UIKit

/// The shipped sign-in screen, a view controller written as an app writes it against the
/// generated `SignInViewController+Layout.swift`: it implements the three methods its buttons
/// call, so leaving one out or misspelling it does not compile.
final class SignInViewController: NMViewController {
    /// The buttons tapped, by the method each called, in order.
    private(set) var taps: [String] = []

    func signInTapped(_ sender: UIButton) {
        taps.append("signIn")
    }

    func forgotPasswordTapped(_ sender: UIButton) {
        taps.append("forgotPassword")
    }

    func signUpTapped(_ sender: UIButton) {
        taps.append("signUp")
    }
}
