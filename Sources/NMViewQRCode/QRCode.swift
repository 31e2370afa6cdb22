/// A QR code symbol: a square of dark and light modules encoding bytes, without the quiet zone
/// around it (readers need four light modules there; renderers add them).
public struct QRCode: Equatable, Sendable {
    /// The version, which sets the size.
    public let version: QRVersion
    /// The error correction level.
    public let errorCorrection: QRErrorCorrection
    /// The mask applied to the data.
    public let mask: QRMask
    /// The modules, row-major, true = dark.
    public let modules: [Bool]

    /// The level a QR code gets unless the caller asks for another: M, as most generators
    /// choose, which survives a smudge or a glare on a screen and keeps a URL to version 4 or 5.
    public static let errorCorrectionDefault = QRErrorCorrection.medium

    /// The number of modules along each side.
    public var size: Int { version.size }

    /// Whether the module at `row`, `column` (0-based, from the top left) is dark.
    public subscript(row: Int, column: Int) -> Bool {
        modules[row * size + column]
    }

    /// A QR code of `text` as UTF-8 in byte mode, in the smallest version that holds it at
    /// `errorCorrection`, with the mask of lowest penalty.
    public init(text: String, errorCorrection: QRErrorCorrection = errorCorrectionDefault) throws(QRCodeError) {
        try self.init(bytes: Array(text.utf8), errorCorrection: errorCorrection)
    }

    /// A QR code of `bytes` in byte mode at `errorCorrection`: in `version`, or the smallest
    /// that holds them; with `mask`, or the one of lowest penalty.
    public init(
        bytes: [UInt8], errorCorrection: QRErrorCorrection = errorCorrectionDefault, version: QRVersion? = nil,
        mask: QRMask? = nil
    ) throws(QRCodeError) {
        let candidates = version.map { [$0] } ?? QRVersion.all
        guard let chosen = candidates.first(where: { $0.byteCapacity(errorCorrection) >= bytes.count }) else {
            let largest = version ?? QRVersion.maximum
            throw .dataTooLong(
                byteCount: bytes.count, errorCorrection: errorCorrection, version: largest,
                capacity: largest.byteCapacity(errorCorrection))
        }
        var builder = QRMatrixBuilder(version: chosen)
        builder.place(QRCodewords.interleaved(bytes, version: chosen, level: errorCorrection))
        let masks = mask.map { [$0] } ?? QRMask.all
        var chosenMask = masks[0]
        var chosenModules = builder.masked(with: chosenMask, level: errorCorrection)
        // With one mask given there is nothing to compare, so no penalty is worked out.
        var lowest = masks.count > 1 ? QRPenalty.score(chosenModules, size: chosen.size) : 0
        for candidate in masks.dropFirst() {
            let modules = builder.masked(with: candidate, level: errorCorrection)
            let penalty = QRPenalty.score(modules, size: chosen.size)
            if penalty < lowest {
                (chosenMask, chosenModules, lowest) = (candidate, modules, penalty)
            }
        }
        self.version = chosen
        self.errorCorrection = errorCorrection
        self.mask = chosenMask
        self.modules = chosenModules
    }
}
