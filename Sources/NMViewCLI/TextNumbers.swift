import Foundation
import NMViewModel

/// Numbers, sizes and frames as the text of `explain` and `diff` prints them: no `.0`, rounded
/// to a few decimals, so that a column reads at a glance (the JSON keeps every digit).
enum TextNumbers {
    /// `320` for 320.0, `253.33` for 253.333…
    static func number(_ value: Double, decimals: Int = 2) -> String {
        // Past 1e15 a double has no decimals left to round, and scaling it could overflow.
        guard value.isFinite, abs(value) < 1e15 else { return String(value) }
        let scale = pow(10, Double(decimals))
        let rounded = (value * scale).rounded() / scale
        // A value too small to show in `decimals` is written whole rather than as a false 0.
        if rounded == 0, value != 0 { return String(value) }
        if rounded == rounded.rounded() { return String(Int64(rounded)) }
        return String(rounded)
    }

    /// `390x844`, as `--size` is written.
    static func size(_ size: Size) -> String {
        "\(number(size.width))x\(number(size.height))"
    }

    /// `375x667`, or `375x667 with safe area 20,0,0,0` for a screen with insets: what a result
    /// was laid out on, as `--size` and `--safe-area` are written.
    static func screen(_ size: Size, safeArea: EdgeInsets?) -> String {
        self.size(size) + (safeArea.map { " with safe area " + insets($0) } ?? "")
    }

    /// `[20, 20, 120, 120]`, as a frame is written in a layout file.
    static func frame(_ rect: Rect) -> String {
        "[" + list(rect) + "]"
    }

    /// `(0, 59, 393, 759)`: a rectangle that is not a view's frame, such as a safe area, so that
    /// it does not read as one beside the frames.
    static func region(_ rect: Rect) -> String {
        "(" + list(rect) + ")"
    }

    /// `59,0,34,0`, as `--safe-area` is written (top, left, bottom, right).
    static func insets(_ insets: EdgeInsets) -> String {
        [insets.top, insets.left, insets.bottom, insets.right].map { number($0) }.joined(separator: ",")
    }

    /// A rectangle's x, y, width and height, comma-separated.
    private static func list(_ rect: Rect) -> String {
        [rect.x, rect.y, rect.width, rect.height].map { number($0) }.joined(separator: ", ")
    }
}
