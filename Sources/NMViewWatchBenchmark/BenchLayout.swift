import Foundation

/// The generated layout and its edits: the bytes `nmview-bench --emit-layout N` prints, and for
/// save `n` the same bytes with the first label's text changed to say `save n`, so every save is
/// a real change of one value, as a person typing makes. With `addsALine`, each save also adds a
/// comment line at the end, an edit outside any value, which the reader cannot apply to the
/// previous tree and reads in full.
struct BenchLayout {
    /// The layout as generated.
    let original: Data
    /// Everything before the first label's quoted text.
    private let head: Data
    /// Everything after it.
    private let tail: Data
    /// The label's text as generated, without quotes.
    private let label: String
    /// Whether each save also adds a comment line (`--line-edit`).
    var addsALine = false

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
        head + Data("\(label), save \(number)".utf8) + tail + (addsALine ? Data("# save \(number)\n".utf8) : Data())
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
