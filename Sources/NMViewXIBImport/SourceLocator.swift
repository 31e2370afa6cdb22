#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Line and column arithmetic over a file's bytes: where each line starts, and the first
/// occurrence of a byte string.
struct SourceLocator: Sendable {
    private let bytes: [UInt8]
    private let lineStarts: [Int]

    /// A locator over `bytes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        // memchr from line to line: a loop over every byte of a large xib was a twentieth of an import.
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count, let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), buffer.count - offset) {
                offset = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
                starts.append(offset)
            }
        }
        lineStarts = starts
    }

    /// 1-based line and column (in Unicode scalars) of the byte at `offset`.
    func position(ofByteOffset offset: Int) -> (line: Int, column: Int) {
        let clamped = min(max(offset, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        return (low + 1, column(from: lineStarts[low], to: clamped))
    }

    /// The 1-based column of `offset` on the line starting at `lineStart`.
    private func column(from lineStart: Int, to offset: Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            // Continuation bytes (10xxxxxx) do not start a scalar.
            var column = 1
            for index in lineStart..<offset where buffer[index] & 0xC0 != 0x80 { column += 1 }
            return column
        }
    }

    /// The position of the first occurrence of `needle`, if any.
    func firstOccurrence(of needle: String) -> (line: Int, column: Int)? {
        let pattern = Array(needle.utf8)
        guard let head = pattern.first, bytes.count >= pattern.count else { return nil }
        let found: Int? = bytes.withUnsafeBufferPointer { buffer in
            pattern.withUnsafeBufferPointer { wanted in
                guard let base = buffer.baseAddress, let wantedBase = wanted.baseAddress else { return nil }
                let last = buffer.count - wanted.count
                var offset = 0
                // memchr to each candidate first byte, memcmp for the rest.
                while offset <= last, let hit = memchr(base + offset, Int32(head), last - offset + 1) {
                    let start = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
                    if memcmp(base + start, wantedBase, wanted.count) == 0 { return start }
                    offset = start + 1
                }
                return nil
            }
        }
        return found.map(position(ofByteOffset:))
    }
}
