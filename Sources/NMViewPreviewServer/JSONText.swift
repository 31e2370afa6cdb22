import Foundation

/// JSON written byte by byte, with the bytes ``JSONCoding/encode(_:)`` gives (compact, `/` not
/// escaped), for a payload a redraw waits for: `JSONEncoder` boxes every value into a container
/// of its own before writing it, which for a patch of a few hundred kilobytes of SVG was a fifth
/// of the server's time. The caller writes keys in sorted order, as the encoder sorts them.
struct JSONText {
    private(set) var bytes: [UInt8] = []

    /// An empty text with room for `capacity` bytes.
    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// The text as data.
    var data: Data { Data(bytes) }

    /// `text` as it is: punctuation and keys.
    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// An integer in decimal.
    mutating func integer(_ value: Int) {
        bytes.append(contentsOf: String(value).utf8)
    }

    /// `text` in quotes, escaped as `JSONEncoder` escapes: `"` and `\` with a backslash;
    /// backspace, form feed, line feed, carriage return and tab as `\b`, `\f`, `\n`, `\r`, `\t`;
    /// every other byte below 0x20 as `\u00XX` in lowercase hexadecimal; all else as UTF-8.
    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var runStart = utf8.startIndex
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                runStart = index + 1
                bytes.append(UInt8(ascii: "\\"))
                switch byte {
                case 0x08: bytes.append(UInt8(ascii: "b"))
                case 0x0C: bytes.append(UInt8(ascii: "f"))
                case 0x0A: bytes.append(UInt8(ascii: "n"))
                case 0x0D: bytes.append(UInt8(ascii: "r"))
                case 0x09: bytes.append(UInt8(ascii: "t"))
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
                default: bytes.append(contentsOf: [UInt8(ascii: "u"), 0x30, 0x30, Self.hexDigit(byte >> 4), Self.hexDigit(byte & 0x0F)])
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// A list of `items`, each written by `write`.
    mutating func list<Item>(_ items: [Item], _ write: (inout JSONText, Item) -> Void) {
        bytes.append(UInt8(ascii: "["))
        for (position, item) in items.enumerated() {
            if position > 0 { bytes.append(UInt8(ascii: ",")) }
            write(&self, item)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
