/// Bits appended most significant first, as QR codes pack a segment's header and data.
struct QRBitBuffer {
    /// The bits so far, one element each.
    private(set) var bits: [Bool] = []

    /// Appends the lowest `count` bits of `value`, highest first.
    mutating func append(_ value: Int, bits count: Int) {
        for shift in stride(from: count - 1, through: 0, by: -1) {
            bits.append((value >> shift) & 1 == 1)
        }
    }

    /// The bits packed into bytes; a last partial byte is padded with zeros.
    var bytes: [UInt8] {
        var result = [UInt8](repeating: 0, count: (bits.count + 7) / 8)
        for (index, bit) in bits.enumerated() where bit {
            result[index / 8] |= 0x80 >> UInt8(index % 8)
        }
        return result
    }
}
