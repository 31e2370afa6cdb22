/// Positions in a file's bytes, counted as libyaml counts them, for revising a tree after an edit.
enum SourceOffsets {
    /// The bytes that differ between `old` and `new`: from `prefix` (the bytes before it are the
    /// same) to `oldEnd` in `old` (the bytes after it are the same, and in `new` after
    /// `oldEnd + new.count - old.count`).
    static func changedRange(_ old: UnsafeBufferPointer<UInt8>, _ new: UnsafeBufferPointer<UInt8>) -> (prefix: Int, oldEnd: Int) {
        let shared = min(old.count, new.count)
        var prefix = 0
        while prefix < shared, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shared - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        return (prefix, old.count - suffix)
    }

    /// The 1-based line and column of byte `offset`, and where its line starts; `nil` when a line
    /// break libyaml counts but this scan does not (CR, NEL, LS, PS) comes before it.
    static func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int, lineStart: Int)? {
        var line = 1
        var lineStart = 0
        var index = 0
        while index < offset {
            switch bytes[index] {
            case 0x0A:
                line += 1
                lineStart = index + 1
            case 0x0D:
                return nil
            case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x85:
                return nil
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                return nil
            default:
                break
            }
            index += 1
        }
        var column = 1
        for byte in bytes[lineStart..<offset] where byte & 0xC0 != 0x80 { column += 1 }
        return (line, column, lineStart)
    }

    /// Bytes from `lineStart` to the start of 1-based `column` (Unicode scalars).
    static func byteOffset(ofColumn column: Int, from lineStart: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var remaining = column - 1
        var index = lineStart
        while remaining > 0, index < bytes.count {
            index += 1
            while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
            remaining -= 1
        }
        return index - lineStart
    }

    /// Where 1-based `line` starts, or `nil` past the last line.
    static func lineStart(ofLine line: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var current = 1
        var index = 0
        while current < line {
            guard let newline = bytes[index...].firstIndex(of: 0x0A) else { return nil }
            index = newline + 1
            current += 1
        }
        return index
    }

    /// Whether `bytes` hold a line break libyaml counts and this scan does not (CR, NEL, LS, PS).
    static func hasOtherLineBreaks(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case 0x0D: return true
            case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x85: return true
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                return true
            default: index += 1
            }
        }
        return false
    }
}
