/// A name stored in the program's byte pool.
struct NameRef {
    var start: Int32
    var count: Int32
}

/// One slot of an open-addressing hash table keyed by UTF-8 bytes: `properties` (value: the
/// property's schema) and the strings of an `enum` (value: 0). `value < 0` marks an empty slot.
struct NameSlot {
    var hash: UInt32 = 0
    var name = NameRef(start: 0, count: 0)
    var value: Int32 = -1
}

/// Hashing and the table operations, on byte buffers.
enum NameTable {
    /// A hash of `bytes`, and whether they are all ASCII. Word-at-a-time, as keys are short and
    /// every key of every mapping is hashed.
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> (hash: UInt32, isASCII: Bool) {
        let count = bytes.count
        var hash = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
        var seen: UInt64 = 0
        guard let base = bytes.baseAddress, count > 0 else { return (UInt32(truncatingIfNeeded: hash >> 32), true) }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            seen |= word
            hash = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
            hash ^= hash >> 29
            offset += 8
        }
        if offset < count {
            var word: UInt64 = 0
            var shift: UInt64 = 0
            while offset < count {
                word |= UInt64(base[offset]) << shift
                shift += 8
                offset += 1
            }
            seen |= word
            hash = (hash ^ word) &* 0x94D0_49BB_1331_11EB
            hash ^= hash >> 31
        }
        return (UInt32(truncatingIfNeeded: hash >> 32), seen & 0x8080_8080_8080_8080 == 0)
    }

    /// The value stored under `name` in the table of `mask + 1` slots at `table`, or -1.
    @inline(__always)
    static func find(
        _ name: UnsafeBufferPointer<UInt8>, hash: UInt32, table: UnsafePointer<NameSlot>, mask: Int32,
        bytes: UnsafePointer<UInt8>
    ) -> Int32 {
        var index = Int32(truncatingIfNeeded: hash) & mask
        while true {
            let slot = table[Int(index)]
            if slot.value < 0 { return -1 }
            if slot.hash == hash && Int(slot.name.count) == name.count
                && equal(bytes + Int(slot.name.start), name)
            {
                return slot.value
            }
            index = (index &+ 1) & mask
        }
    }

    @inline(__always)
    static func equal(_ stored: UnsafePointer<UInt8>, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        for offset in 0..<name.count where stored[offset] != name[offset] { return false }
        return true
    }

    /// The slots of a table holding `entries` (name bytes, value), at most half full.
    static func build(_ entries: [(bytes: [UInt8], name: NameRef, value: Int32)]) -> [NameSlot] {
        var capacity = 4
        while capacity < entries.count * 2 { capacity *= 2 }
        var slots = [NameSlot](repeating: NameSlot(), count: capacity)
        for entry in entries {
            let hash = entry.bytes.withUnsafeBufferPointer { Self.hash($0).hash }
            var index = Int(hash) & (capacity - 1)
            while slots[index].value >= 0 { index = (index + 1) & (capacity - 1) }
            slots[index] = NameSlot(hash: hash, name: entry.name, value: entry.value)
        }
        return slots
    }
}
