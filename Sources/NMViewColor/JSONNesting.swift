import Foundation

/// How deeply a JSON text nests, found by counting brackets outside strings: cheap, flat, and
/// run before any recursive parser sees text from disk.
enum JSONNesting {
    /// The deepest nesting of `data`, or `limit + 1` as soon as it is past `limit`.
    static func depth(of data: Data, stoppingAbove limit: Int) -> Int {
        var depth = 0
        var deepest = 0
        var inString = false
        var escaped = false
        for byte in data {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                deepest = max(deepest, depth)
                if deepest > limit { return limit + 1 }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return deepest
    }
}
