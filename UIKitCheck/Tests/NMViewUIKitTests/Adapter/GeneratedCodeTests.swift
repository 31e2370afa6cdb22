@testable import ExampleViews
import NMViewEngine
import NMViewModel
import NMViewUIKitUnderCheck
import Testing
import UIKit

/// The host and the Swift generated for a layout: actions go through the generated code when it
/// knows the method and by selector when it does not, and an outlet the layout in use lacks is a
/// stand-in and a red box, never a crash.
@MainActor @Suite(.interfaceCheck) struct GeneratedCodeTests {
    /// The profile card's layout without `follow`, as an older bundled file or a reload might be.
    static func cardWithoutFollow() throws -> LayoutDocument {
        var document = try LayoutDocument(
            compiledJSON: Data(contentsOf: TestLayouts.compiledExamples.appendingPathComponent("ProfileCard.layout.json")))
        document.root.subviews.removeAll { $0.id == "follow" }
        return document
    }

    @Test func anOutletTheLayoutLacksIsAStandInAndARedBox() throws {
        TestLayouts.use()
        let card = ProfileCard(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let real = card.follow
        card.install(CompiledLayout(try Self.cardWithoutFollow()))
        let standIn = card.follow
        #expect(standIn !== real && standIn.superview == nil)
        #expect(card.follow === standIn)  // one stand-in, reported once
        let problem = HostProblem.outletNotFound(id: "follow", className: "UIButton", foundClass: nil, layout: "ProfileCard")
        #expect(card.problems == [problem])
        let box = try #require(card.subviews.last as? UILabel)
        #expect(box.accessibilityIdentifier == "NMView.problem")
        #expect(
            box.text == "outlet 'follow' is not in ProfileCard.layout.json, so its code was given a stand-in that is not on screen; "
                + "generate ProfileCard+Layout.swift again from the layout the app bundles")
        // Back to a layout that has it: the real view again.
        TestLayouts.use()
        card.install(CompiledLayout(try LayoutDocument(
            compiledJSON: Data(contentsOf: TestLayouts.compiledExamples.appendingPathComponent("ProfileCard.layout.json")))))
        #expect(card.follow.superview === card)
    }

    @Test func anOutletOfAnotherClassIsAStandInNamingBoth() throws {
        TestLayouts.use()
        let card = ProfileCard(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var document = try Self.cardWithoutFollow()
        document.root.subviews.append(ViewNode(id: "follow", viewClass: "UILabel", frame: Rect(x: 0, y: 0, width: 10, height: 10)))
        card.install(CompiledLayout(document))
        #expect(card.follow.superview == nil)
        #expect(card.problems == [.outletNotFound(id: "follow", className: "UIButton", foundClass: "UILabel", layout: "ProfileCard")])
    }

    @Test func aMethodTheGeneratedCodeDoesNotKnowIsLookedUpBySelector() throws {
        TestLayouts.use()
        let card = ProfileCard(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var document = try Self.cardWithoutFollow()
        document.root.subviews.append(
            ViewNode(
                id: "share", viewClass: "UIButton", frame: Rect(x: 0, y: 0, width: 10, height: 10),
                actions: ["touchUpInside": "shareTapped", "touchDown": "followTapped"]))
        card.install(CompiledLayout(document))
        let share = try #require(card.outlet("share", as: UIButton.self))
        // followTapped through the generated code; shareTapped by selector, which the class lacks.
        #expect(card.problems.contains(.actionNotFound(method: "shareTapped", event: "touchUpInside", viewID: "share", layout: "ProfileCard")))
        #expect(InterfaceRecorder.log.events("UIControl.addAction(_:for:)", on: share).count == 1)
        share.sendActions(for: .touchDown)
        #expect(card.followTaps.map { $0 === share } == [true])
    }
}
