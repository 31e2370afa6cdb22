import NMViewEngine
import NMViewModel
import Testing
import UIKit

/// Autoresizing: when a superview's bounds change size, its subviews' frames follow their masks
/// by UIKit's rule, the same rule the project's engine implements.
@MainActor @Suite(.interfaceCheck) struct AutoresizingTests {
    /// Every one of the 64 masks, both axes changing at once, agrees with the engine's rule.
    @Test(arguments: 0..<64)
    func everyMaskAgreesWithTheEngine(_ bits: Int) {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let subview = UIView(frame: CGRect(x: 50, y: 30, width: 100, height: 60))
        subview.autoresizingMask = UIView.AutoresizingMask(rawValue: UInt(bits))
        superview.addSubview(subview)
        superview.bounds.size = CGSize(width: 400, height: 150)

        let expected = Autoresizing.adapt(
            Rect(x: 50, y: 30, width: 100, height: 60), mask: AutoresizingMask(rawValue: bits),
            from: Size(width: 300, height: 200), to: Size(width: 400, height: 150))
        let frame = subview.frame
        let close = { (a: CGFloat, b: Double) in abs(Double(a) - b) < 1e-9 }
        #expect(
            close(frame.minX, expected.x) && close(frame.minY, expected.y)
                && close(frame.width, expected.width) && close(frame.height, expected.height),
            "mask \(bits): \(frame) ≠ \(expected)")
    }

    @Test func aFlexibleWidthTakesTheWholeChange() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let subview = UIView(frame: CGRect(x: 10, y: 10, width: 280, height: 20))
        subview.autoresizingMask = [.flexibleWidth]
        superview.addSubview(subview)
        superview.frame = CGRect(x: 0, y: 0, width: 500, height: 100)
        #expect(subview.frame == CGRect(x: 10, y: 10, width: 480, height: 20))
    }

    @Test func autoresizingReachesGrandchildren() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let grandchild = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        grandchild.autoresizingMask = [.flexibleWidth]
        root.addSubview(child)
        child.addSubview(grandchild)
        root.bounds.size = CGSize(width: 200, height: 50)
        #expect(child.frame == CGRect(x: 0, y: 0, width: 200, height: 50))
        #expect(grandchild.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test func nothingMovesWithoutAutoresizesSubviews() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let subview = UIView(frame: CGRect(x: 10, y: 10, width: 280, height: 20))
        subview.autoresizingMask = [.flexibleWidth]
        superview.addSubview(subview)
        superview.autoresizesSubviews = false
        superview.bounds.size = CGSize(width: 500, height: 100)
        #expect(subview.frame == CGRect(x: 10, y: 10, width: 280, height: 20))
    }

    /// The subview's new frame is UIKit's doing, not the caller's: it is not in the log.
    @Test func autoresizingIsNotRecorded() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let subview = UIView(frame: .zero)
        subview.autoresizingMask = [.flexibleWidth]
        superview.addSubview(subview)
        superview.bounds.size = CGSize(width: 500, height: 100)
        #expect(InterfaceRecorder.log.events("UIView.frame", on: subview).isEmpty)
        #expect(subview.frame.width == 200)
    }
}
