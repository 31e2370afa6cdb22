import NMViewEngine
import NMViewModel
import NMViewUIKitUnderCheck
import Testing
import UIKit

/// Each class that loads a layout checks the layout's `kind` against what it is, and reports a
/// mismatch in the red box instead of building a cell's layout into a controller unnoticed.
@MainActor @Suite(.interfaceCheck) struct KindCheckTests {
    final class ProfileRowCell: NMTableViewCell {}
    final class PhotoCell: NMCollectionViewCell {}
    final class ProfileController: NMViewController {}
    final class Card: NMView {}

    /// The same one-label layout under every class, written as a table cell's.
    static func use(_ kind: DocumentKind) {
        let layout = { (name: String) in
            LayoutDocument(
                viewClass: name, kind: kind, size: Size(width: 320, height: 60),
                root: ViewNode(subviews: [ViewNode(id: "name", viewClass: "UILabel", frame: Rect(x: 16, y: 20, width: 288, height: 20))]))
        }
        NMView.library = ReuseLayouts.CountingLibrary(
            Dictionary(uniqueKeysWithValues: ["ProfileRowCell", "PhotoCell", "ProfileController", "Card"].map { ($0, layout($0)) }))
    }

    /// Each class's problems when its layout is of `kind`.
    static func problems(with kind: DocumentKind) -> [String: [HostProblem]] {
        use(kind)
        let controller = ProfileController()
        _ = controller.view
        return [
            "tableCell": ProfileRowCell(style: .default, reuseIdentifier: nil).problems,
            "collectionCell": PhotoCell(frame: CGRect(x: 0, y: 0, width: 320, height: 60)).problems,
            "controller": controller.problems,
            "view": Card(frame: CGRect(x: 0, y: 0, width: 320, height: 60)).problems,
        ]
    }

    @Test(arguments: DocumentKind.allCases)
    func onlyTheMatchingClassLoadsALayoutOfAKindSilently(_ kind: DocumentKind) {
        let names = ["tableCell": "ProfileRowCell", "collectionCell": "PhotoCell", "controller": "ProfileController", "view": "Card"]
        for (loader, problems) in Self.problems(with: kind) {
            let expected = DocumentKind(rawValue: loader) ?? .view
            if expected == kind {
                #expect(problems.isEmpty, "\(loader): \(problems.map(\.message))")
            } else {
                #expect(problems == [.kindMismatch(expected: expected, found: kind, layout: names[loader] ?? "")], "\(loader)")
            }
        }
    }

    @Test func theMessageSaysWhatToChange() throws {
        Self.use(.tableCell)
        let controller = ProfileController()
        let box = try #require(controller.view.subviews.last as? UILabel)
        #expect(box.text?.contains("ProfileController.layout.json is a layout of kind tableCell, but ProfileController loads it as a controller") == true)
        #expect(controller.outlet("name", as: UILabel.self) != nil, "the views are built anyway")
    }
}
