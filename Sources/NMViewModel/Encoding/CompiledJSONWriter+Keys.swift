/// The order `.sortedKeys` gives an object's keys: their UTF-8 bytes compared one by one, a key
/// before every longer key it begins. That is not `String`'s `<`, which compares Unicode scalars
/// after normalising: `"e\u{301}"` (e and a combining accent), `"É"` and `"é"` sort in that order
/// here, and `"Z"` before `"a"`.
extension CompiledJSONWriter {
    /// Whether `left` sorts before `right`.
    static func precedes(_ left: String, _ right: String) -> Bool {
        compare(left, right) < 0
    }

    /// Negative, zero or positive as `left` sorts before, with or after `right`.
    static func compare(_ left: String, _ right: String) -> Int {
        let inPlace = left.utf8.withContiguousStorageIfAvailable { leftBytes in
            right.utf8.withContiguousStorageIfAvailable { compare(leftBytes, $0) }
        }
        if let inPlace, let result = inPlace { return result }
        return Array(left.utf8).withUnsafeBufferPointer { leftBytes in
            Array(right.utf8).withUnsafeBufferPointer { compare(leftBytes, $0) }
        }
    }

    /// Negative, zero or positive as `left` sorts before, with or after the key `right`.
    static func compare(_ left: String, _ right: StaticString) -> Int {
        right.withUTF8Buffer { rightBytes in
            left.utf8.withContiguousStorageIfAvailable { compare($0, rightBytes) }
                ?? Array(left.utf8).withUnsafeBufferPointer { compare($0, rightBytes) }
        }
    }

    private static func compare(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Int {
        for index in 0..<min(left.count, right.count) where left[index] != right[index] {
            return Int(left[index]) - Int(right[index])
        }
        return left.count - right.count
    }

    /// Pushes the positions of `dictionary`'s entries onto ``keyOrder``, sorted by key, and returns
    /// where they start; ``popKeys(to:)`` takes them off again.
    mutating func pushSortedKeys(of dictionary: [String: PropertyValue]) -> Int {
        let start = keyOrder.count
        keyOrder.append(contentsOf: dictionary.indices)
        keyOrder[start...].sort { Self.precedes(dictionary.keys[$0], dictionary.keys[$1]) }
        return start
    }

    /// Takes the positions pushed from `start` on off ``keyOrder``.
    mutating func popKeys(to start: Int) {
        keyOrder.removeSubrange(start...)
    }
}
