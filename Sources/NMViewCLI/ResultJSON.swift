import Foundation
import NMViewModel

/// The JSON that `explain` and `diff` print: pretty, keys sorted, so it is stable from run to run.
enum ResultJSON {
    /// The version of the output shapes; bumped only when a field changes meaning.
    static let formatVersion = 1

    /// `value` as one JSON document ending in a newline. Numbers too large to be JSON (a frame
    /// stretched past `Double`'s range) are written as the strings "Infinity", "-Infinity" and
    /// "NaN" rather than failing.
    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
        } catch {
            // Plain structs of strings and numbers: nothing left that could fail.
            return "{}\n"
        }
    }

    /// A frame as an object, `{"height", "width", "x", "y"}`, which tools read by name (a layout
    /// file's `[x, y, width, height]` would need its order remembered).
    struct Frame: Encodable {
        var rect: Rect

        init(_ rect: Rect) {
            self.rect = rect
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(rect.x, forKey: .x)
            try container.encode(rect.y, forKey: .y)
            try container.encode(rect.width, forKey: .width)
            try container.encode(rect.height, forKey: .height)
        }

        private enum CodingKeys: String, CodingKey {
            case x, y, width, height
        }
    }
}
