import NMViewModel
import NMViewStrings
import Testing

@Suite struct PseudoLanguageTests {
    @Test func accentsLengthensAndBrackets() {
        let text = PseudoLanguage.text("Sign in")
        #expect(text.hasPrefix("[Šîĝñ îñ"))
        #expect(text.hasSuffix("]"))
        // About 40% longer, not counting the brackets.
        #expect(text.count - 2 >= Int(Double("Sign in".count) * 1.4))
    }

    @Test func placeholdersStayAsWritten() {
        let text = PseudoLanguage.text("%lld photos by %1$@, 100%%")
        #expect(text.contains("%lld"))
        #expect(text.contains("%1$@"))
        #expect(text.contains("%%"))
    }

    @Test(arguments: [("ar", true), ("he", true), ("fa-IR", true), ("ur", true), ("en", false), ("de-CH", false)])
    func rightToLeftLanguagesAreKnown(code: String, rightToLeft: Bool) {
        #expect((LayoutDirection(language: code) == .rightToLeft) == rightToLeft)
    }
}
