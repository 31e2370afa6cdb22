#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Line and column of byte offsets asked for in increasing order, as a scanner meets elements:
/// each call counts the line breaks since the last one, so a file is passed over once instead of
/// searched for every element.
struct ForwardLineCursor {
    private var line = 1
    private var lineStart = 0
    private var counted = 0

    /// 1-based line and column (in Unicode scalars) of `offset`, which is not before the offset
    /// asked for last.
    mutating func position(ofByteOffset offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        precondition(offset >= counted && offset <= bytes.count, "offsets must be asked for in order")
        if let base = bytes.baseAddress {
            while counted < offset, let found = memchr(base + counted, Int32(UInt8(ascii: "\n")), offset - counted) {
                line += 1
                lineStart = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
                counted = lineStart
            }
        }
        counted = offset
        // Continuation bytes (10xxxxxx) do not start a scalar.
        var column = 1
        for index in lineStart..<offset where bytes[index] & 0xC0 != 0x80 { column += 1 }
        return (line, column)
    }
}
