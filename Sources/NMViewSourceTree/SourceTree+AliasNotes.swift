import NMViewDiagnostics

extension SourceTree {
    /// `diagnostics` with a note at each alias through which a finding's node is also used.
    ///
    /// A finding inside anchored content is reported once, at the anchored copy, but the value
    /// is in force at every `*alias` too: a misspelt key under `&button` breaks each view that
    /// says `*button`. The note sends the reader to those places. An alias that already has a
    /// finding of the same id at its own position (a wrong type of the whole aliased value, say)
    /// gets no note, since it is reported there.
    public func notingAliases(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !diagnostics.isEmpty, records.contains(where: { $0.kind == .alias }) else { return diagnostics }
        let uses = aliasUses()
        guard !uses.isEmpty else { return diagnostics }
        var reported: Set<AliasFinding> = []
        for diagnostic in diagnostics {
            guard let line = diagnostic.location.line, let column = diagnostic.location.column else { continue }
            reported.insert(AliasFinding(position: Position(line: line, column: column), id: diagnostic.id))
        }
        return diagnostics.map { diagnostic in
            guard diagnostic.location.file == file, let line = diagnostic.location.line,
                let column = diagnostic.location.column,
                let aliases = uses[Position(line: line, column: column)]
            else { return diagnostic }
            var noted = diagnostic
            for alias in aliases where !reported.contains(AliasFinding(position: alias, id: diagnostic.id)) {
                noted.notes.append(
                    Diagnostic.Note(
                        "the value with this problem is also used through the alias here",
                        at: SourceLocation(file: file, line: alias.line, column: alias.column)))
            }
            return noted
        }
    }

    /// For the position of each node inside anchored content, the aliases that use it, in
    /// source order. Nested aliases are followed, so an alias of a value that itself contains an
    /// alias also reaches what the inner one stands for; the reader's expansion limit bounds
    /// the walk.
    private func aliasUses() -> [Position: [Position]] {
        var uses: [Position: [Position]] = [:]
        withRaw { raw in
            for index in records.indices where records[index].kind == .alias {
                let alias = position(of: records[index])
                var seen: Set<Int32> = []
                var pending: [Int32] = [records[index].start]
                while let node = pending.popLast() {
                    guard seen.insert(node).inserted else { continue }
                    let record = records[Int(node)]
                    if record.kind == .alias {
                        pending.append(record.start)
                        continue
                    }
                    uses[position(of: record), default: []].append(alias)
                    pending.append(contentsOf: raw.children(node))
                }
            }
        }
        return uses.mapValues { aliases in
            var unique: [Position] = []
            for alias in aliases where !unique.contains(alias) { unique.append(alias) }
            return unique
        }
    }

    private func position(of record: NodeRecord) -> Position {
        Position(line: Int(record.line), column: Int(record.column))
    }
}

/// A 1-based line and column, as the records store them.
private struct Position: Hashable {
    var line: Int
    var column: Int
}

/// A finding's id at a position, to tell which aliases are already reported.
private struct AliasFinding: Hashable {
    var position: Position
    var id: DiagnosticID
}
