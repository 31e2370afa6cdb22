/// Where matches of a whole pattern may start and end, over the Glushkov positions of all its
/// top-level alternatives (which share no positions).
struct GlushkovLayout {
    /// Positions that may begin a match only at the start of the input (`^` alternatives).
    var firstAtStart: UInt64 = 0
    /// Positions that may begin a match anywhere.
    var firstAnywhere: UInt64 = 0
    /// Positions that may end a match only at the end of the input (`$` alternatives).
    var lastAtEnd: UInt64 = 0
    /// Positions that may end a match anywhere.
    var lastAnywhere: UInt64 = 0
    /// An alternative matches the empty string somewhere in every input.
    var matchesAnything = false
    /// An alternative `^…$` matches the empty string, so the empty input matches.
    var matchesEmpty = false
}

/// The Glushkov construction: every character set of the expression becomes a position, and
/// `follow[p]` holds the positions that may come right after `p`. A bounded repetition is
/// expanded into copies with their own positions.
struct GlushkovBuilder {
    /// The character set of each position.
    private(set) var sets: [ByteSet] = []
    /// The positions that may follow each position.
    private(set) var follow: [UInt64] = []

    /// The first, last and nullable facts of one subexpression.
    private struct Facts {
        var nullable: Bool
        var first: UInt64
        var last: UInt64
    }

    /// The layout of `branches`, or `nil` past 64 positions.
    mutating func layout(of branches: [PatternBranch]) -> GlushkovLayout? {
        var layout = GlushkovLayout()
        for branch in branches {
            guard let facts = build(branch.body) else { return nil }
            if branch.startAnchored {
                layout.firstAtStart |= facts.first
            } else {
                layout.firstAnywhere |= facts.first
            }
            if branch.endAnchored {
                layout.lastAtEnd |= facts.last
            } else {
                layout.lastAnywhere |= facts.last
            }
            if facts.nullable {
                // Empty at the start, at the end, or anywhere: every input has such a place;
                // anchored at both ends, only the empty input.
                if branch.startAnchored && branch.endAnchored {
                    layout.matchesEmpty = true
                } else {
                    layout.matchesAnything = true
                }
            }
        }
        return layout
    }

    private mutating func build(_ syntax: PatternSyntax) -> Facts? {
        switch syntax {
        case .set(let set):
            guard sets.count < 64 else { return nil }
            let position: UInt64 = 1 << UInt64(sets.count)
            sets.append(set)
            follow.append(0)
            return Facts(nullable: false, first: position, last: position)
        case .sequence(let items):
            var facts = Facts(nullable: true, first: 0, last: 0)
            for item in items {
                guard let next = build(item) else { return nil }
                facts = concatenate(facts, next)
            }
            return facts
        case .choice(let options):
            var facts = Facts(nullable: false, first: 0, last: 0)
            for option in options {
                guard let next = build(option) else { return nil }
                facts.nullable = facts.nullable || next.nullable
                facts.first |= next.first
                facts.last |= next.last
            }
            return facts
        case .repeated(let inner, let minimum, let maximum):
            var facts = Facts(nullable: true, first: 0, last: 0)
            for _ in 0..<minimum {
                guard let copy = build(inner) else { return nil }
                facts = concatenate(facts, copy)
            }
            if let maximum {
                // x{n,m}: n copies, then m - n optional ones (x?x? accepts what (x(x)?)? does).
                for _ in minimum..<maximum {
                    guard var copy = build(inner) else { return nil }
                    copy.nullable = true
                    facts = concatenate(facts, copy)
                }
            } else {
                guard var loop = build(inner) else { return nil }
                link(loop.last, to: loop.first)
                loop.nullable = true
                facts = concatenate(facts, loop)
            }
            return facts
        }
    }

    private mutating func concatenate(_ left: Facts, _ right: Facts) -> Facts {
        link(left.last, to: right.first)
        return Facts(
            nullable: left.nullable && right.nullable,
            first: left.nullable ? left.first | right.first : left.first,
            last: right.nullable ? left.last | right.last : right.last)
    }

    /// Lets every position of `from` be followed by every position of `to`.
    private mutating func link(_ from: UInt64, to: UInt64) {
        var positions = from
        while positions != 0 {
            follow[positions.trailingZeroBitCount] |= to
            positions &= positions - 1
        }
    }
}
