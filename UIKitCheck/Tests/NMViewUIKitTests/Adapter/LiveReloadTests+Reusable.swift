import Foundation
import NMViewEngine
import NMViewModel
import NMViewUIKitUnderCheck
import Testing
import UIKit

/// Live reload reaches cells and view controllers as it reaches NMViews: a delivered layout is
/// installed in place on every cell made (on screen or waiting for reuse) and on every loaded
/// controller, keeping their views; a broken save shows its problems over each until the next
/// good one. In LiveReloadTests' suite, which is serialized:
/// live reload's source is global, and tests enabling it at once would stop each other's.
extension LiveReloadTests {
    final class ProfileRowCell: NMTableViewCell {}
    final class ProfileController: NMViewController {}

    /// The row with its first view at `x` and its label's text.
    static func row(x: Double, text: String) -> LayoutDocument {
        var document = ReuseLayouts.row(named: "ProfileRowCell")
        document.root.subviews[2].frame = Rect(x: x, y: 8, width: 14, height: 44)
        document.root.subviews[2].properties["text"] = .string(text)
        return document
    }

    @Test func visibleAndWaitingCellsTakeTheNewLayoutInPlace() async throws {
        let library = ReuseLayouts.CountingLibrary(["ProfileRowCell": Self.row(x: 32, text: "Before")])
        NMView.library = library
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        table.register(layoutCell: ProfileRowCell.self)
        let visible = table.dequeueReusableCell(ProfileRowCell.self, for: IndexPath(row: 0, section: 0))
        let waiting = table.dequeueReusableCell(ProfileRowCell.self, for: IndexPath(row: 1, section: 0))
        table._interfaceCheckEndDisplaying(waiting)
        let label = try #require(visible.outlet("v2", as: UILabel.self))
        let source = HandSource()
        NMView.enableLiveReload(source)
        defer { NMView.disableLiveReload() }
        #expect(source.followed.contains("ProfileRowCell"))

        await source.deliver(CompiledLayout(Self.row(x: 100, text: "After")), for: "ProfileRowCell")
        await settle()
        for cell in [visible, waiting] {
            #expect(cell.outlet("v2", as: UILabel.self)?.text == "After")
            #expect(cell.outlet("v2")?.frame.minX == 100)
        }
        #expect(visible.outlet("v2") === label, "updated in place, not rebuilt")
        let reused = table.dequeueReusableCell(ProfileRowCell.self, for: IndexPath(row: 2, section: 0))
        #expect(reused === waiting)
        #expect(reused.outlet("v2", as: UILabel.self)?.text == "After")
        // That a cell made later builds the delivered layout is the headless CellLiveReloadTests':
        // here another suite may set NMView.library (and with it the per-class cache) while this
        // test awaits the delivery.
        #expect(library.reads(of: "ProfileRowCell") == 1)
    }

    @Test func aLoadedControllerTakesTheNewLayoutAndShowsProblems() async throws {
        NMView.library = ReuseLayouts.CountingLibrary(["ProfileController": ReuseLayouts.screen])
        let controller = ProfileController()
        let title = try #require(controller.outlet("title", as: UILabel.self))
        let source = HandSource()
        NMView.enableLiveReload(source)
        defer { NMView.disableLiveReload() }

        var changed = ReuseLayouts.screen
        changed.root.subviews[0].frame = Rect(x: 40, y: 20, width: 240, height: 24)
        await source.deliver(CompiledLayout(changed), for: "ProfileController")
        await settle()
        #expect(controller.outlet("title") === title)
        #expect(title.frame == CGRect(x: 40, y: 20, width: 240, height: 24))

        let finding = ReloadDiagnostic(
            path: "ProfileController.nmview.yaml", line: 3, column: 1, severity: "error", id: "yaml.syntax", message: "bad")
        await source.deliver([finding], for: "ProfileController")
        await settle()
        let boxes = controller.view.subviews.filter { $0.accessibilityIdentifier == "NMView.liveReload" }
        #expect(boxes.count == 1)
        await source.deliver([], for: "ProfileController")
        await settle()
        #expect(!controller.view.subviews.contains { $0.accessibilityIdentifier == "NMView.liveReload" })
    }

    /// A controller whose view is replaced lets the old one go; a reload then has nothing to lay
    /// out or cover, and does not touch the freed view.
    @Test func aControllerWhoseViewWasReplacedIgnoresReloads() async throws {
        NMView.library = ReuseLayouts.CountingLibrary(["ProfileController": ReuseLayouts.screen])
        let controller = ProfileController()
        weak var built: UIView?
        do {
            built = controller.view
            #expect(controller.outlet("title", as: UILabel.self) != nil)
        }
        controller.view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(built == nil, "the replaced view is freed, not kept by the layout")
        let source = HandSource()
        NMView.enableLiveReload(source)
        defer { NMView.disableLiveReload() }
        var changed = ReuseLayouts.screen
        changed.root.subviews[0].frame = Rect(x: 40, y: 20, width: 240, height: 24)
        await source.deliver(CompiledLayout(changed), for: "ProfileController")
        let finding = ReloadDiagnostic(
            path: "ProfileController.nmview.yaml", line: 3, column: 1, severity: "error", id: "yaml.syntax", message: "bad")
        await source.deliver([finding], for: "ProfileController")
        await settle()
        #expect(controller.view.subviews.isEmpty, "nothing is built or boxed on the new view")
        #expect(!controller.applyLayout(named: "primary"))
    }
}
