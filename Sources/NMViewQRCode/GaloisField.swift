/// Arithmetic in GF(2⁸) as QR codes use it: bytes are polynomials over GF(2) reduced modulo
/// x⁸ + x⁴ + x³ + x² + 1 (0x11D), with 2 (the polynomial x) generating every non-zero element.
enum GaloisField {
    /// The reducing polynomial QR codes specify; another one would give codewords no reader accepts.
    static let primitive = 0x11D

    /// `exponents[i]` is 2ⁱ, for i in 0..<255, repeated once so a sum of two logarithms needs no
    /// modulo.
    static let exponents: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 510)
        var value = 1
        for index in 0..<255 {
            table[index] = UInt8(value)
            table[index + 255] = UInt8(value)
            value <<= 1
            if value & 0x100 != 0 { value ^= primitive }
        }
        return table
    }()

    /// `logarithms[v]` is the i with 2ⁱ = v; `logarithms[0]` is unused (0 has no logarithm).
    static let logarithms: [Int] = {
        var table = [Int](repeating: 0, count: 256)
        for index in 0..<255 { table[Int(exponents[index])] = index }
        return table
    }()

    /// The product of `a` and `b`: addition of their logarithms, as multiplication by shifts and
    /// reductions would be eight times the work in Reed–Solomon's inner loop.
    static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
        if a == 0 || b == 0 { return 0 }
        return exponents[logarithms[Int(a)] + logarithms[Int(b)]]
    }

    /// 2 raised to `power` (0 ≤ power < 255).
    static func power(_ power: Int) -> UInt8 {
        exponents[power % 255]
    }
}
