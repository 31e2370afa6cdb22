import Foundation

/// The body of `GET /api/frames`: the layout the engine picks at a size and every view's frame
/// there, in ``ViewsPayload``'s order.
///
/// A resize of the page's canvas waits for it, so it is written directly by ``json()`` rather
/// than through `JSONEncoder`: at 2,000 views the encoder took about 8 ms of the server's 10 ms,
/// boxing each of the 8,000 numbers into a container of its own.
struct FramesPayload: Encodable, Sendable {
    var layout: String
    /// Each view's `[x, y, width, height]`, as ``ViewsPayload/numbers(_:)`` rounds them.
    var frames: [[Double]]

    /// The payload as compact JSON with sorted keys, what ``JSONCoding/encode(_:)`` gives.
    func json() throws -> Data {
        var text = "{\"frames\":["
        text.reserveCapacity(16 + frames.count * 20)
        for (index, frame) in frames.enumerated() {
            text += index == 0 ? "[" : ",["
            for (position, number) in frame.enumerated() {
                if position > 0 { text += "," }
                text += try Self.number(number)
            }
            text += "]"
        }
        text += "],\"layout\":"
        text += String(decoding: try JSONCoding.encode(layout), as: UTF8.self)
        text += "}"
        return Data(text.utf8)
    }

    /// `value` as `JSONEncoder` writes it: as Swift prints it, less a trailing `.0` (`-0.0` is
    /// `-0`); whole numbers below 2^53 straight from their integer, the common case.
    static func number(_ value: Double) throws -> String {
        guard value.isFinite else {
            throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "a frame is not finite"))
        }
        if let whole = Int(exactly: value), whole.magnitude < 1 << 53, whole != 0 || value.sign == .plus {
            return String(whole)
        }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }
}
