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

    /// `[20, 20, 120, 120]`, as a frame is written in a layout file.
    static func frame(_ rect: Rect) -> String {
        "[" + [rect.x, rect.y, rect.width, rect.height].map { number($0) }.joined(separator: ", ") + "]"
    }
}
