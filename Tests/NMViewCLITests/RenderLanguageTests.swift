import Foundation
import Testing

/// `render --language`: localized text from the String Catalog beside the layout, the source
/// language's where a translation is missing, and the pseudo-language.
@Suite struct RenderLanguageTests {
    static func render(_ arguments: [String]) async throws -> String {
        let output = try await CommandRunner.run(["render", "Examples/SignInViewController.nmview.yaml"] + arguments)
        #expect(output.status == 0, "\(output.stderr)")
        return output.stdout
    }

    @Test func germanComesFromTheCatalog() async throws {
        let svg = try await Self.render(["--language", "de"])
        #expect(svg.contains(">Willkommen zurück<"))
        #expect(svg.contains(">Anmelden<"))
        #expect(svg.contains("data-language=\"de\" data-direction=\"ltr\""))
        #expect(!svg.contains(">Welcome back<"))
    }

    @Test func arabicSaysItReadsRightToLeft() async throws {
        let svg = try await Self.render(["--language", "ar"])
        #expect(svg.contains("data-language=\"ar\" data-direction=\"rtl\""))
        #expect(svg.contains(">تسجيل الدخول<"))
    }

    @Test func aLanguageWithoutTranslationsShowsTheSourceText() async throws {
        let svg = try await Self.render(["--language", "fr"])
        #expect(svg.contains(">Welcome back<"))
        // Without --language the picture is as it always was: no language named.
        #expect(!(try await Self.render([])).contains("data-language"))
    }

    @Test func pseudoLanguageIsAccentedLongerAndBracketed() async throws {
        let svg = try await Self.render(["--language", "pseudo"])
        #expect(svg.contains(">[Šîĝñ îñ ţö šéé ýöûŕ öŕđéŕš one two three]<"))
        // The title is longer than the English by far; the example lets it shrink, so it is whole.
        #expect(svg.contains(">[Ŵéļçöɱé ƀåçķ one two]<"))
    }
}
