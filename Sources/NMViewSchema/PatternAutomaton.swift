/// A deterministic automaton for a pattern of the portable subset, answering "does the pattern
/// match somewhere in this UTF-8 text" with one table lookup per byte.
///
/// Whether a match exists does not depend on how an engine searches (leftmost, greedy or lazy), only
/// on the language of the expression, so this answers exactly as ICU does for every pattern
/// ``PatternParser`` accepts. It is built by the Glushkov construction (one NFA state per
/// character position, at most 64) and then determinised, with at most `maximumStates` states.
///
/// Non-ASCII input: when no position can match a non-ASCII character (``isASCIISafe``), every
/// such byte is a character that matches nothing here, as its UTF-16 units do for ICU, so bytes
/// answer exactly. Otherwise non-ASCII input is left to ICU (`matches` returns `nil`).
final class PatternAutomaton: @unchecked Sendable {
    static let maximumStates = 256
    /// One column per ASCII byte and one for every non-ASCII byte.
    static let columns = 129
    /// The state before any input; never re-entered.
    static let startState: UInt16 = 0
    /// No match is possible any more, whatever follows.
    static let deadState: UInt16 = 1
    /// A match has been found.
    static let acceptState: UInt16 = 2

    /// The table and flags, for matching without reference counting.
    let view: View
    private let table: UnsafeMutablePointer<UInt16>
    private let accepting: UnsafeMutablePointer<Bool>

    /// The automaton for `branches`, or `nil` when it needs more than 64 positions or more than
    /// `maximumStates` states.
    init?(_ branches: [PatternBranch]) {
        var builder = GlushkovBuilder()
        guard let layout = builder.layout(of: branches),
            let states = Self.determinise(layout, follow: builder.follow, sets: builder.sets)
        else { return nil }
        table = .allocate(capacity: states.table.count)
        table.initialize(from: states.table, count: states.table.count)
        accepting = .allocate(capacity: states.accepting.count)
        accepting.initialize(from: states.accepting, count: states.accepting.count)
        let asciiSafe = !builder.sets.contains { $0.nonASCII }
        view = View(
            table: UnsafePointer(table), accepting: UnsafePointer(accepting),
            matchesAnything: layout.matchesAnything, matchesEmpty: layout.matchesAnything || layout.matchesEmpty,
            isASCIISafe: asciiSafe)
    }

    deinit {
        table.deallocate()
        accepting.deallocate()
    }

    /// Whether no position can match a non-ASCII character, so that bytes decide every input.
    var isASCIISafe: Bool { view.isASCIISafe }

    /// The automaton's tables and flags: plain pointers, valid while the automaton lives.
    struct View {
        let table: UnsafePointer<UInt16>
        let accepting: UnsafePointer<Bool>
        /// Some alternative matches the empty string anywhere.
        let matchesAnything: Bool
        /// The empty input matches.
        let matchesEmpty: Bool
        let isASCIISafe: Bool

        /// Whether the pattern matches somewhere in `text`; `nil` when `text` has a non-ASCII
        /// byte the automaton cannot judge.
        @inline(__always)
        func matches(_ text: UnsafeBufferPointer<UInt8>) -> Bool? {
            if text.isEmpty { return matchesEmpty }
            if matchesAnything { return true }
            var state = Int(PatternAutomaton.startState)
            for byte in text {
                var column = Int(byte)
                if byte >= 0x80 {
                    guard isASCIISafe else { return nil }
                    column = 128
                }
                let next = table[state &* PatternAutomaton.columns &+ column]
                if next <= PatternAutomaton.acceptState { return next == PatternAutomaton.acceptState }
                state = Int(next)
            }
            return accepting[state]
        }
    }

    private struct States {
        var table: [UInt16]
        var accepting: [Bool]
    }

    /// Subset construction over the Glushkov positions.
    private static func determinise(_ layout: GlushkovLayout, follow: [UInt64], sets: [ByteSet]) -> States? {
        var masks = [UInt64](repeating: 0, count: columns)
        for (position, set) in sets.enumerated() {
            for byte in 0..<128 where set.contains(UInt8(byte)) { masks[byte] |= 1 << UInt64(position) }
            if set.nonASCII { masks[128] |= 1 << UInt64(position) }
        }
        // States 0–2 are start, dead and accept; the rest are sets of positions.
        var subsets: [UInt64] = [0, 0, 0]
        var numbers: [UInt64: UInt16] = [:]
        var table = [UInt16](repeating: deadState, count: 3 * columns)
        for column in 0..<columns { table[2 * columns + column] = acceptState }
        var pending = [Int(startState)]
        while let state = pending.popLast() {
            var reachable = layout.firstAnywhere
            if state == Int(startState) {
                reachable |= layout.firstAtStart
            } else {
                var positions = subsets[state]
                while positions != 0 {
                    reachable |= follow[positions.trailingZeroBitCount]
                    positions &= positions - 1
                }
            }
            for column in 0..<columns {
                let next = reachable & masks[column]
                let target: UInt16
                if next & layout.lastAnywhere != 0 {
                    target = acceptState
                } else if next == 0 && layout.firstAnywhere == 0 {
                    target = deadState
                } else if let known = numbers[next] {
                    target = known
                } else {
                    guard subsets.count < maximumStates else { return nil }
                    target = UInt16(subsets.count)
                    numbers[next] = target
                    subsets.append(next)
                    table += [UInt16](repeating: deadState, count: columns)
                    pending.append(Int(target))
                }
                table[state * columns + column] = target
            }
        }
        let accepting = subsets.enumerated().map { state, positions in
            state == Int(acceptState) || (state > Int(acceptState) && positions & layout.lastAtEnd != 0)
        }
        return States(table: table, accepting: accepting)
    }
}
