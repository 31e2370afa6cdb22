/// Reed–Solomon error correction codewords for one block, as QR codes compute them: the
/// remainder of the data polynomial times xⁿ divided by the generator polynomial
/// (x − 2⁰)(x − 2¹)…(x − 2ⁿ⁻¹) over ``GaloisField``.
struct ReedSolomon {
    /// The generator's coefficients without its leading 1, highest power first.
    let generator: [UInt8]

    /// An encoder that appends `degree` error correction codewords to a block.
    init(degree: Int) {
        // Start from the polynomial 1 and multiply by (x − 2ⁱ) for each i; in GF(2⁸) minus is plus.
        var coefficients: [UInt8] = [1]
        for index in 0..<degree {
            let root = GaloisField.power(index)
            var product = [UInt8](repeating: 0, count: coefficients.count + 1)
            for (position, coefficient) in coefficients.enumerated() {
                product[position] ^= coefficient
                product[position + 1] ^= GaloisField.multiply(coefficient, root)
            }
            coefficients = product
        }
        generator = Array(coefficients.dropFirst())
    }

    /// The error correction codewords for `data`, `generator.count` of them.
    func remainder(of data: [UInt8]) -> [UInt8] {
        // Polynomial long division, keeping only the running remainder (a shift register).
        var remainder = [UInt8](repeating: 0, count: generator.count)
        for byte in data {
            let factor = byte ^ remainder[0]
            remainder.removeFirst()
            remainder.append(0)
            for index in remainder.indices {
                remainder[index] ^= GaloisField.multiply(generator[index], factor)
            }
        }
        return remainder
    }
}
