/// The two small codes every reader decodes first, each protected by a BCH code: the format
/// information (level and mask, 15 bits) and, from version 7 on, the version information
/// (18 bits).
enum QRFormatInformation {
    /// The 15 format bits for `level` and `mask`, highest first: 5 bits of data, 10 of BCH(15,5)
    /// with generator 0x537, XORed with 0x5412 so the bits are never all zero.
    static func formatBits(level: QRErrorCorrection, mask: QRMask) -> Int {
        let data = level.formatBits << 3 | mask.pattern
        return (data << 10 | remainder(data, generator: 0x537, degree: 10)) ^ 0x5412
    }

    /// The 18 version bits for `version`: 6 bits of version number and 12 of BCH(18,6) with
    /// generator 0x1F25.
    static func versionBits(_ version: QRVersion) -> Int {
        version.number << 12 | remainder(version.number, generator: 0x1F25, degree: 12)
    }

    /// The remainder of `data` × x^degree divided by `generator`, polynomials over GF(2).
    private static func remainder(_ data: Int, generator: Int, degree: Int) -> Int {
        var value = data << degree
        for shift in stride(from: value.bitWidth - value.leadingZeroBitCount - 1, through: degree, by: -1)
        where value >> shift & 1 == 1 {
            value ^= generator << (shift - degree)
        }
        return value
    }
}
