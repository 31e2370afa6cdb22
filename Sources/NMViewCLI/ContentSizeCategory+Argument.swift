import ArgumentParser
import NMViewDiagnostics
import NMViewModel

extension ContentSizeCategory {
    /// The help of `--content-size`.
    static let argumentHelp = ArgumentHelp(
        "The Dynamic Type text size to draw fonts with a text style at: \(names.joined(separator: ", ")) "
            + "(UIKit's names, such as accessibilityExtraLarge, work too).")

    /// A content size for `--content-size`, by any name ``init(name:)`` takes; a usage error
    /// naming the closest size otherwise.
    static func argument(_ text: String) throws -> ContentSizeCategory {
        if let category = ContentSizeCategory(name: text) { return category }
        let closest = Suggestions.closest(to: text, among: names + allCases.map(\.uiKitName)).first
        throw ValidationError(
            "unknown content size '\(text)'" + (closest.map { "; did you mean '\($0)'?" } ?? "")
                + " (one of \(names.joined(separator: ", ")))")
    }
}
