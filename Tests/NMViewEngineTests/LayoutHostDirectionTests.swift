import NMViewEngine
import NMViewModel
import Testing

/// The headless host reads the direction its content reads in and lays out again when it
/// changes, as `NMView` does on a trait change; the views a mirrored layout keeps left to right
/// are forced left to right, as the UIKit adapter sets their semantic content attribute.
@Suite struct LayoutHostDirectionTests {
    @Test func aChangeOfDirectionLaysTheHostOutMirrored() throws {
        let host = LayoutHost(layout: CompiledLayout(MirroringTests.document()), frame: Rect(x: 0, y: 0, width: 320, height: 200))
        let avatar = try #require(host.outlet("avatar"))
        #expect(avatar.frame.x == 16)
        host.layoutDirection = .rightToLeft
        #expect(avatar.frame.x == 256, "laid out again, mirrored")
        #expect(host.lastUpdateCount > 0)
        // Resized while right to left: the avatar keeps its 16 points from the right edge.
        host.frame = Rect(x: 0, y: 0, width: 414, height: 200)
        #expect(avatar.frame.x == 414 - 16 - 48)
        host.layoutDirection = .leftToRight
        #expect(avatar.frame.x == 16)
    }

    @Test func aHostTakesTheDirectionOfTheTreeItIsIn() throws {
        let window = HeadlessView()
        let host = LayoutHost(layout: CompiledLayout(MirroringTests.document()), frame: Rect(x: 0, y: 0, width: 320, height: 200))
        window.addSubview(host)
        window.layoutDirection = .rightToLeft
        #expect(try #require(host.outlet("avatar")).frame.x == 256)
    }

    @Test func aFixedLayoutStaysAsWritten() throws {
        let host = LayoutHost(
            layout: CompiledLayout(MirroringTests.document(.fixed)), frame: Rect(x: 0, y: 0, width: 320, height: 200))
        host.layoutDirection = .rightToLeft
        #expect(try #require(host.outlet("avatar")).frame.x == 16)
    }

    @Test func theViewsKeptLeftToRightAreForcedLeftToRight() throws {
        let host = LayoutHost(layout: CompiledLayout(MirroringTests.document()), frame: Rect(x: 0, y: 0, width: 320, height: 200))
        host.layoutDirection = .rightToLeft
        #expect(try #require(host.outlet("player")).forcesLeftToRight)
        #expect(try #require(host.outlet("play")).effectiveLayoutDirection == .leftToRight)
        #expect(try #require(host.outlet("name")).effectiveLayoutDirection == .rightToLeft)
        // A reload to a layout that no longer keeps it left to right lets it follow the language.
        var document = MirroringTests.document()
        document.root.subviews[3].mirrors = true
        host.reload(CompiledLayout(document))
        #expect(try #require(host.outlet("player")).forcesLeftToRight == false)
        // So does a reload to a fixed layout, in which mirrors: false does nothing.
        host.reload(CompiledLayout(MirroringTests.document()))
        let player = try #require(host.outlet("player"))
        #expect(player.forcesLeftToRight)
        host.reload(CompiledLayout(MirroringTests.document(.fixed)))
        #expect(try #require(host.outlet("player")) === player, "the view is kept and updated in place")
        #expect(player.forcesLeftToRight == false)
    }
}
