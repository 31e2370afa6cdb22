import NMViewDiagnostics
import NMViewLint
import NMViewYAML
import Testing

/// `contentSize` is declared only where it sticks: a scroll view keeps the size the file gives
/// it, while a table and a collection view compute theirs on every layout pass, so the file may
/// not give them one (and the preview draws nothing the device would replace).
@Suite struct ComputedContentSizeTests {
    static func unknownProperties(_ view: String) throws -> [String] {
        let text = "nmview: 1\nsize: {width: 320, height: 480}\nroot:\n  subviews:\n    - \(view)\n"
        let outcome = try Linter().lint(sources: [SourceFile(path: "Scroll.nmview.yaml", bytes: Array(text.utf8))])
        return outcome.report.diagnostics.filter { $0.id == "schema.unknown-property" }.map(\.message)
    }

    @Test func aScrollViewKeepsItsContentSize() throws {
        #expect(try Self.unknownProperties("{class: UIScrollView, frame: [0, 0, 320, 480], contentSize: {width: 640, height: 480}}").isEmpty)
    }

    @Test(arguments: ["UITableView", "UICollectionView"])
    func aViewThatComputesItsContentSizeIsNotGivenOne(_ viewClass: String) throws {
        let found = try Self.unknownProperties("{class: \(viewClass), frame: [0, 0, 320, 480], contentSize: {width: 320, height: 960}}")
        #expect(found.count == 1 && found.first?.contains("'contentSize'") == true, "\(found)")
        // The rest of a scroll view's properties stay.
        #expect(try Self.unknownProperties("{class: \(viewClass), frame: [0, 0, 320, 480], contentInset: {top: 8, left: 0, bottom: 0, right: 0}}").isEmpty)
    }
}
