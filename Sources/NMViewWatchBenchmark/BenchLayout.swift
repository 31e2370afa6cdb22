import Foundation

/// The generated layout and its edits: the bytes `nmview-bench --emit-layout N` prints, and for
/// save `n` the same bytes with the first label's text changed to say `save n`, so every save is
/// a real change of one value, as a person typing makes. With `addsALine`, each save also adds
/// a property line to the label's view (`alpha: 0.5`), or takes it away again, in turns: an edit
/// of the document's structure, not of one value.
struct BenchLayout {
    /// The layout as generated.
    let original: Data
    /// Everything before the first label's quoted text.
    private let head: Data
    /// Everything after it.
    private let tail: Data
    /// The label's text as generated, without quotes.
    private let label: String
    /// Whether each save also adds or removes a property line (`--line-edit`).
    var addsALine = false

    /// The line added to the label's view on odd saves, indented as the label's `text:` line.
    private var addedLine: String {
        let headText = String(decoding: head, as: UTF8.self)
        let lineStart = headText.lastIndex(of: "\n").map { headText.index(after: $0) } ?? headText.startIndex
        return String(headText[lineStart...].prefix { $0 == " " }) + "alpha: 0.5\n"
    }

    /// The label's line number (0-based), as LSP counts lines.
    private var labelLine: Int { String(decoding: head, as: UTF8.self).count { $0 == "\n" } }

    /// Runs `nmviewBench --emit-layout views` and finds the first `text: "…"` line to edit.
    static func generate(nmviewBench: String, views: Int, addsALine: Bool = false) throws(WatchBenchError) -> BenchLayout {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: nmviewBench)
        process.arguments = ["--emit-layout", String(views)]
        process.standardInput = FileHandle.nullDevice
        let pipe = Pipe()
        process.standardOutput = pipe
        do {
            try process.run()
        } catch {
            throw WatchBenchError("cannot start \(nmviewBench): \(error.localizedDescription)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, !data.isEmpty else {
            throw WatchBenchError("\(nmviewBench) --emit-layout \(views) failed (status \(process.terminationStatus))")
        }
        var layout = try BenchLayout(data)
        layout.addsALine = addsALine
        return layout
    }

    /// Splits `data` around the first label text.
    init(_ data: Data) throws(WatchBenchError) {
        let text = String(decoding: data, as: UTF8.self)
        guard let key = text.range(of: "text: \""),
            let close = text[key.upperBound...].firstIndex(where: { $0 == "\"" || $0 == "\n" }),
            text[close] == "\""
        else {
            throw WatchBenchError("the generated layout has no `text: \"…\"` line to edit")
        }
        original = data
        head = Data(text[..<key.upperBound].utf8)
        label = String(text[key.upperBound..<close])
        tail = Data(text[close...].utf8)
    }

    /// The file's bytes for save `number` (1 and up): the label reads "Label 1, save 17", and
    /// with `addsALine` the file ends with `# save 17`.
    func contents(forSave number: Int) -> Data {
        let labelled = head + Data("\(label), save \(number)".utf8)
        guard addsALine, number % 2 == 1, let lineEnd = tail.firstIndex(of: 0x0A) else { return labelled + tail }
        return labelled + tail[...lineEnd] + Data(addedLine.utf8) + tail[(lineEnd + 1)...]
    }

    /// The LSP `contentChanges` that turn save `number - 1` (0: the file as generated) into save
    /// `number`, as an editor under incremental sync sends them: the label's text replaced, and
    /// with `addsALine` the property line after it added or taken away.
    func incrementalChanges(forSave number: Int) -> [[String: Any]] {
        let headText = String(decoding: head, as: UTF8.self)
        let line = headText.count { $0 == "\n" }
        let character = headText.utf16.count - (headText.lastIndex(of: "\n").map { headText.utf16.distance(from: headText.startIndex, to: $0) + 1 } ?? 0)
        let previous = number > 1 ? "\(label), save \(number - 1)" : label
        var changes: [[String: Any]] = [[
            "range": Self.range((line, character), (line, character + previous.utf16.count)),
            "text": "\(label), save \(number)",
        ]]
        if addsALine {
            // Odd saves add the line after the label's, even ones take it away.
            let after = labelLine + 1
            changes.append(
                number % 2 == 1
                    ? ["range": Self.range((after, 0), (after, 0)), "text": addedLine]
                    : ["range": Self.range((after, 0), (after + 1, 0)), "text": ""])
        }
        return changes
    }

    private static func range(_ start: (Int, Int), _ end: (Int, Int)) -> [String: Any] {
        ["start": ["line": start.0, "character": start.1], "end": ["line": end.0, "character": end.1]]
    }

    /// The file's size as generated.
    var byteCount: Int { original.count }

    /// The view class the layout describes (its `view:` line), which the live-reload client follows.
    var viewClass: String {
        let text = String(decoding: original, as: UTF8.self)
        guard let key = text.range(of: "\nview: ") else { return "Generated" }
        return String(text[key.upperBound...].prefix { !$0.isWhitespace })
    }
}
