/// Cuts a byte stream into lines (without the `\n`, and without a `\r` before it), keeping a
/// partial last line until the rest arrives.
struct LineSplitter {
    private var partial: [UInt8] = []

    /// The complete lines `bytes` finishes, in order.
    mutating func feed(_ bytes: UnsafeRawBufferPointer) -> [String] {
        var lines: [String] = []
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                if partial.last == UInt8(ascii: "\r") { partial.removeLast() }
                lines.append(String(decoding: partial, as: UTF8.self))
                partial.removeAll(keepingCapacity: true)
            } else {
                partial.append(byte)
            }
        }
        return lines
    }

    /// What is left without a closing newline, at end of stream.
    var remainder: String? {
        partial.isEmpty ? nil : String(decoding: partial, as: UTF8.self)
    }
}
