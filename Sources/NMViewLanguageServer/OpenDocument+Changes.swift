extension OpenDocument {
    /// Applies one `didChange` content change: a change with a range replaces that range, one
    /// without replaces the whole text (LSP allows both under incremental sync).
    mutating func apply(_ change: DidChangeParams.Change) {
        guard let range = change.range else {
            text = change.text
            return
        }
        var bytes = Array(text.utf8)
        let start = Self.byteOffset(of: range.start, in: bytes)
        let end = max(start, Self.byteOffset(of: range.end, in: bytes))
        bytes.replaceSubrange(start..<end, with: Array(change.text.utf8))
        text = String(decoding: bytes, as: UTF8.self)
    }

    /// The UTF-8 offset of an LSP position: lines broken at LF, CR and CR LF, characters counted
    /// in UTF-16 code units. A character past its line's end means the end of the line, and a
    /// line past the last means the end of the text, as the protocol says.
    static func byteOffset(of position: LSPPosition, in bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { bytes in
            var index = 0
            var line = 0
            while line < position.line {
                guard let next = bytes[index...].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return bytes.count }
                index = next + 1
                if bytes[next] == 0x0D, index < bytes.count, bytes[index] == 0x0A { index += 1 }
                line += 1
            }
            var units = 0
            while units < position.character, index < bytes.count {
                let lead = bytes[index]
                if lead == 0x0A || lead == 0x0D { break }
                let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
                index = min(index + length, bytes.count)
                units += length == 4 ? 2 : 1
            }
            return index
        }
    }
}
