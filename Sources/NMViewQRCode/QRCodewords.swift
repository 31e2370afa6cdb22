/// The codeword sequence of a QR code holding bytes: one byte-mode segment, padded to the
/// version's capacity, split into blocks, each followed by Reed–Solomon codewords, and
/// interleaved so that damage in one area of the symbol spreads over many blocks.
enum QRCodewords {
    /// The mode indicator of byte mode. The only mode used: a URL's lowercase letters would not
    /// fit alphanumeric mode, and one segment keeps the encoder simple.
    static let byteMode = 0b0100

    /// The pad bytes the standard prescribes after the data, alternating.
    static let padBytes: [UInt8] = [0xEC, 0x11]

    /// The data codewords for `data` in `version` at `level`; `data` must fit
    /// (``QRVersion/byteCapacity(_:)``).
    static func dataCodewords(_ data: [UInt8], version: QRVersion, level: QRErrorCorrection) -> [UInt8] {
        let capacityBits = version.dataCodewordCount(level) * 8
        var buffer = QRBitBuffer()
        buffer.append(byteMode, bits: 4)
        buffer.append(data.count, bits: version.byteCountBits)
        for byte in data { buffer.append(Int(byte), bits: 8) }
        // A terminator of up to four zero bits, then zeros to the byte boundary.
        buffer.append(0, bits: min(4, capacityBits - buffer.bits.count))
        buffer.append(0, bits: (8 - buffer.bits.count % 8) % 8)
        var codewords = buffer.bytes
        var pad = 0
        while codewords.count < capacityBits / 8 {
            codewords.append(padBytes[pad % 2])
            pad += 1
        }
        return codewords
    }

    /// The final sequence for `data`: data codewords of each block, interleaved, then their error
    /// correction codewords, interleaved.
    static func interleaved(_ data: [UInt8], version: QRVersion, level: QRErrorCorrection) -> [UInt8] {
        let codewords = dataCodewords(data, version: version, level: level)
        let blockCount = version.blockCount(level)
        let correctionLength = version.errorCorrectionCodewordsPerBlock(level)
        // Blocks differ in length by at most one data codeword; the longer ones come last.
        let shortLength = codewords.count / blockCount
        let longCount = codewords.count % blockCount
        let encoder = ReedSolomon(degree: correctionLength)
        var dataBlocks: [ArraySlice<UInt8>] = []
        var start = 0
        for block in 0..<blockCount {
            let length = shortLength + (block >= blockCount - longCount ? 1 : 0)
            dataBlocks.append(codewords[start..<start + length])
            start += length
        }
        let correctionBlocks = dataBlocks.map { encoder.remainder(of: Array($0)) }
        var result: [UInt8] = []
        result.reserveCapacity(version.codewordCount)
        for index in 0...shortLength {
            for block in dataBlocks where index < block.count {
                result.append(block[block.startIndex + index])
            }
        }
        for index in 0..<correctionLength {
            for block in correctionBlocks { result.append(block[index]) }
        }
        return result
    }
}
