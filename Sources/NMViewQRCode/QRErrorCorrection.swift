/// How much of a QR code may be damaged and still read: the four levels of the standard.
public enum QRErrorCorrection: Int, CaseIterable, Sendable, CustomStringConvertible {
    /// About 7 % of the codewords may be wrong.
    case low
    /// About 15 %.
    case medium
    /// About 25 %.
    case quartile
    /// About 30 %.
    case high

    /// The letter the standard names the level by: L, M, Q or H.
    public var description: String {
        switch self {
        case .low: "L"
        case .medium: "M"
        case .quartile: "Q"
        case .high: "H"
        }
    }

    /// The level named by its letter (L, M, Q or H, in either case).
    public init?(letter: String) {
        guard let level = Self.allCases.first(where: { $0.description == letter.uppercased() }) else { return nil }
        self = level
    }

    /// The two bits that stand for the level in the format information. The standard does not
    /// number them in order of strength (L is 01, M 00, Q 11, H 10).
    var formatBits: Int {
        switch self {
        case .low: 1
        case .medium: 0
        case .quartile: 3
        case .high: 2
        }
    }
}
