import Testing
import UIKit

/// UIView's geometry as UIKit keeps it: the frame is derived from the centre, the bounds and the
/// transform; setting the frame sets the centre and the bounds size.
@MainActor @Suite(.interfaceCheck) struct GeometryTests {
    @Test func frameIsTheBoundsSizeAroundTheCentre() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.center = .zero
        #expect(view.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
    }

    @Test func settingTheFrameKeepsTheBoundsOrigin() {
        let view = UIView(frame: .zero)
        view.bounds = CGRect(x: 5, y: 7, width: 10, height: 10)
        view.frame = CGRect(x: 100, y: 100, width: 40, height: 20)
        #expect(view.bounds == CGRect(x: 5, y: 7, width: 40, height: 20))
        #expect(view.center == CGPoint(x: 120, y: 110))
    }

    @Test func settingTheBoundsSizeKeepsTheCentre() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.bounds.size = CGSize(width: 50, height: 20)
        #expect(view.frame == CGRect(x: 25, y: 40, width: 50, height: 20))
    }

    /// With a transform the frame is the box around the transformed bounds; the bounds and centre
    /// stay as they were.
    @Test func aTransformedFrameIsTheBoxAroundTheTransformedBounds() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(view.frame == CGRect(x: -50, y: -50, width: 200, height: 150))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let rotated = view.frame
        #expect(abs(rotated.width - 50) < 1e-9 && abs(rotated.height - 100) < 1e-9)
        #expect(abs(rotated.midX - 50) < 1e-9 && abs(rotated.midY - 25) < 1e-9)
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
        view.transform = .identity
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func clipsToBoundsIsTheLayersMasksToBounds() {
        let view = UIView()
        view.clipsToBounds = true
        #expect(view.layer.masksToBounds)
        view.layer.masksToBounds = false
        #expect(!view.clipsToBounds)
    }

    @Test func aViewFromAnArchiveTakesItsFrameTagAndMask() throws {
        let coder = InterfaceCheckCoder(
            frame: CGRect(x: 1, y: 2, width: 3, height: 4), tag: 7, autoresizingMask: [.flexibleWidth])
        let view = try #require(UIView(coder: coder))
        #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(view.tag == 7 && view.autoresizingMask == [.flexibleWidth])
        #expect(InterfaceRecorder.log.events(on: view).map(\.api) == ["UIView(coder:)"])
    }
}
