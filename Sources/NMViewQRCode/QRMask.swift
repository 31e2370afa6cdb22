/// One of the eight mask patterns the standard defines. A mask flips the data modules where its
/// condition holds, so that no pattern a reader looks for (a finder's 1:1:3:1:1, large flat
/// areas) appears by chance in the data; the encoder draws all eight and keeps the one with the
/// lowest ``QRPenalty``.
public struct QRMask: Hashable, Sendable, CustomStringConvertible {
    /// The pattern's number, 0 to 7, as the format information records it.
    public let pattern: Int

    /// The mask numbered `pattern`, or nil outside 0...7.
    public init?(_ pattern: Int) {
        guard (0...7).contains(pattern) else { return nil }
        self.pattern = pattern
    }

    private init(checked pattern: Int) {
        self.pattern = pattern
    }

    /// All eight masks, in order.
    public static let all = (0...7).map(QRMask.init(checked:))

    /// The number as text.
    public var description: String { "\(pattern)" }

    /// Whether the mask flips the module at `row`, `column`.
    func flips(row: Int, column: Int) -> Bool {
        switch pattern {
        case 0: (row + column) % 2 == 0
        case 1: row % 2 == 0
        case 2: column % 3 == 0
        case 3: (row + column) % 3 == 0
        case 4: (row / 2 + column / 3) % 2 == 0
        case 5: row * column % 2 + row * column % 3 == 0
        case 6: (row * column % 2 + row * column % 3) % 2 == 0
        default: ((row + column) % 2 + row * column % 3) % 2 == 0
        }
    }
}
