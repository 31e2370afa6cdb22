import NMViewModel
import NMViewStrings

/// A language of a layout's String Catalogs, as `GET /api/layouts` lists it for the page's menu.
struct LanguageSummary: Encodable, Sendable {
    /// The code (`de`, `ar`).
    var code: String
    /// Whether it reads right to left, which the page says, and mirroring will follow.
    var rightToLeft: Bool

    init(_ code: String) {
        self.code = code
        rightToLeft = LayoutDirection(language: code) == .rightToLeft
    }
}
