/// "Did you mean" candidates: the names closest to a misspelt one by edit distance.
public enum Suggestions {
    /// Up to three candidates within an edit distance of about a quarter of the word's length
    /// (a swap of neighbours counts as one edit), closest first; a case-insensitive match always
    /// qualifies. With `matchingEnds`, a candidate that starts or ends with the word follows.
    public static func closest(to word: String, among candidates: some Sequence<String>, matchingEnds: Bool = true) -> [String] {
        let lowered = word.lowercased()
        let limit = max(1, (word.count + 2) / 4)
        let candidates = Array(candidates)
        var scored: [(String, Int)] = []
        for candidate in candidates {
            if candidate.lowercased() == lowered {
                scored.append((candidate, 0))
                continue
            }
            let distance = editDistance(lowered, candidate.lowercased(), limit: limit)
            if distance <= limit { scored.append((candidate, distance)) }
        }
        // A word that is the start or the end of a longer name ('email' of 'emailAddress',
        // 'aspectFit' of 'scaleAspectFit', 'indigo' of 'systemIndigo') is a near miss too, after
        // the misspellings.
        if matchingEnds, lowered.count >= 3 {
            let spelled = Set(scored.map(\.0))
            for candidate in candidates where !spelled.contains(candidate) {
                let name = candidate.lowercased()
                if name.count > lowered.count, name.hasPrefix(lowered) || name.hasSuffix(lowered) {
                    scored.append((candidate, limit + 1 + name.count - lowered.count))
                }
            }
        }
        return scored.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }.prefix(3).map(\.0)
    }

    /// Optimal-string-alignment distance (Levenshtein plus adjacent swaps), stopping early once
    /// every path exceeds `limit`.
    public static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
        let left = Array(a.unicodeScalars)
        let right = Array(b.unicodeScalars)
        if abs(left.count - right.count) > limit { return limit + 1 }
        if left.isEmpty || right.isEmpty { return max(left.count, right.count) }
        var beforePrevious = [Int](repeating: 0, count: right.count + 1)
        var previous = Array(0...right.count)
        var current = [Int](repeating: 0, count: right.count + 1)
        for i in 1...left.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...right.count {
                let cost = left[i - 1] == right[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, left[i - 1] == right[j - 2], left[i - 2] == right[j - 1] {
                    best = min(best, beforePrevious[j - 2] + 1)
                }
                current[j] = best
                rowMinimum = min(rowMinimum, best)
            }
            if rowMinimum > limit { return limit + 1 }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[right.count]
    }
}
