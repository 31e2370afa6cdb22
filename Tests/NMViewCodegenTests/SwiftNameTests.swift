import NMViewCodegen
import Testing

/// Layout names become Swift names the way `SwiftName` documents, and keywords are escaped.
@Suite struct SwiftNameTests {
    @Test(arguments: [
        ("avatar", "avatar"), ("key1.label", "key1Label"), ("pad.keys.key_1", "padKeysKey_1"), ("a._b", "a_b"),
        ("default", "default"),
    ])
    func idsBecomeLowerCamelCase(id: String, name: String) {
        #expect(SwiftName.forID(id) == name)
    }

    @Test(arguments: [
        ("landscape", "landscape"), ("iPad landscape", "iPadLandscape"), ("wide-16:9", "wide169"), ("2up", "_2up"),
        ("—", "_"), ("primary", "primary"),
    ])
    func textBecomesLowerCamelCase(text: String, name: String) {
        #expect(SwiftName.forText(text) == name)
    }

    @Test func keywordsAreEscapedAndOtherNamesAreNot() {
        #expect(SwiftName.escaped("default") == "`default`")
        #expect(SwiftName.escaped("Type") == "`Type`")
        #expect(SwiftName.escaped("follow") == "follow")
        // Contextual keywords are plain identifiers as member names.
        #expect(SwiftName.escaped("get") == "get" && SwiftName.escaped("open") == "open")
    }

    @Test(arguments: [
        ("followTapped", "followTapped"), ("followTapped:", "followTapped"), ("valueChanged:forEvent:", nil),
    ] as [(String, String?)])
    func selectorsOfTheSenderOnlyAreSwiftMethods(selector: String, method: String?) {
        #expect(SwiftName.method(forSelector: selector) == method)
    }
}
