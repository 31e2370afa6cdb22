import Foundation
import NMViewEngine
import NMViewModel
import NMViewPreviewServer
import NMViewStrings
import NMViewTestSupport
import Testing

/// The page's language menu: the layouts list names the catalogs' languages (and which read right
/// to left), and a render draws localized text in the language asked for.
@Suite("Preview server languages")
struct PreviewServerLanguageTests {
    static let key = "Strings/Greeting.nmview.yaml"

    static let layout = CompiledLayout(
        LayoutDocument(
            size: Size(width: 200, height: 60),
            root: ViewNode(subviews: [
                ViewNode(
                    id: "title", viewClass: "UILabel", frame: Rect(x: 10, y: 10, width: 180, height: 40),
                    properties: ["text": .object(["localized": .string("Hello"), "key": .string("greeting")])])
            ])))

    static func strings() throws -> StringTables {
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.add(key: "greeting", source: "Hello", comment: nil)
        var text = String(decoding: catalog.data(), as: UTF8.self)
        text = text.replacingOccurrences(
            of: "\"en\" : {", with: "\"ar\" : {\n\"stringUnit\" : {\"state\" : \"translated\", \"value\" : \"مرحبا\"}\n},\n\"de\" : {\n\"stringUnit\" : {\"state\" : \"translated\", \"value\" : \"Hallo\"}\n},\n\"en\" : {")
        let read = try StringCatalog(data: Data(text.utf8))
        return StringTables(tables: ["Localizable": .init(file: "Localizable.xcstrings", catalog: .success(read))])
    }

    @Test("/api/render draws the language asked for, the source text without one")
    func renderTakesTheLanguage() async throws {
        let state = PreviewState()
        await state.update(file: Self.key, name: "Greeting", layout: Self.layout, diagnostics: [], strings: try Self.strings())
        try await PreviewFixtures.withServer(state: state) { _, port in
            let file = "file=Strings%2FGreeting.nmview.yaml&width=200&height=60"
            let source = try await RawResponse.get("/api/render?\(file)", port: port)
            let german = try await RawResponse.get("/api/render?\(file)&language=de", port: port)
            let arabic = try await RawResponse.get("/api/render?\(file)&language=ar", port: port)
            let pseudo = try await RawResponse.get("/api/render?\(file)&language=pseudo", port: port)
            let refused = try await RawResponse.get("/api/render?\(file)&language=%3Cscript%3E", port: port)
            #expect(source.text.contains(">Hello<") && !source.text.contains("data-language"))
            #expect(german.text.contains(">Hallo<") && german.text.contains("data-language=\"de\""))
            #expect(arabic.text.contains("data-direction=\"rtl\""))
            #expect(pseudo.text.contains("[Ĥéļļö"))
            #expect(refused.status == 400)
            let list = try await RawResponse.get("/api/layouts", port: port)
            #expect(list.text.contains("\"languages\":[{\"code\":\"en\",\"rightToLeft\":false},{\"code\":\"ar\",\"rightToLeft\":true},{\"code\":\"de\",\"rightToLeft\":false}]"))
        }
    }
}
