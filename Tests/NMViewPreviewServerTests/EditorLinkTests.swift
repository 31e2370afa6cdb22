import NMViewPreviewServer
import Testing

/// The page's file:line:column links, for the editors named and for a template.
@Suite struct EditorLinkTests {
    @Test func namedEditorsOpenTheAbsolutePathAtTheLine() throws {
        let vscode = try #require(EditorLink("vscode", base: "/home/me/app"))
        #expect(vscode.url(path: "Layouts/Card.nmview.yaml", line: 24, column: 7) == "vscode://file/home/me/app/Layouts/Card.nmview.yaml:24:7")
        let idea = try #require(EditorLink("IDEA", base: "/home/me/app"))
        #expect(idea.url(path: "/abs/Card.yaml", line: nil, column: nil) == "idea://open?file=/abs/Card.yaml&line=1&column=1")
    }

    @Test func pathsAreEncodedForAQueryAndResolvedAgainstTheBase() throws {
        let link = try #require(EditorLink("myeditor://open?path={path}&l={line}", base: "/home/me/My App"))
        #expect(link.url(path: "../Shared/A&B.yaml", line: 3, column: 2) == "myeditor://open?path=/home/me/Shared/A%26B.yaml&l=3")
        #expect(link.url(path: "x y.yaml", line: 1, column: 1) == "myeditor://open?path=/home/me/My%20App/x%20y.yaml&l=1")
    }

    @Test func anythingElseIsRefused() {
        #expect(EditorLink("notepad", base: "/") == nil)
        #expect(EditorLink("https://example.com/{line}", base: "/") == nil, "a template needs {path}")
    }
}
