/// Reads a `text/event-stream` body as the HTML standard's EventSource does, from chunks cut
/// anywhere: lines end in LF, CR or CRLF (a CRLF may be split between chunks); a blank line ends
/// an event; `data:` lines are joined with newlines; `:` lines are comments; `retry:` sets the
/// reconnection delay; one space after a field's colon is dropped; a leading byte-order mark is
/// skipped; an event without data is not dispatched, and an unfinished one at the end is lost.
struct ServerSentEventParser {
    /// What a chunk completed.
    enum Output: Equatable {
        /// An event: its `event:` type (`message` when none was given) and its data.
        case event(type: String, data: String)
        /// A comment line's text after the colon (`connected`, ` heartbeat`).
        case comment(String)
        /// The reconnection delay the server asked for, in milliseconds.
        case retry(Int)
    }

    /// An event or line longer than ``maximumSize``: the stream is not one this client can
    /// follow, and is dropped rather than buffered without end.
    struct TooLong: Error {}

    /// The most bytes one line, or one event's data, may hold.
    let maximumSize: Int

    private var line: [UInt8] = []
    private var data: [UInt8] = []
    private var hasData = false
    private var type = ""
    /// The last byte fed was a CR, so an LF at the start of the next chunk ends no line.
    private var afterCR = false
    /// Nothing has been read yet, so a byte-order mark may come.
    private var atStart = true

    /// A parser allowing lines and events of up to `maximumSize` bytes.
    init(maximumSize: Int = 1 << 20) {
        self.maximumSize = maximumSize
    }

    /// What `bytes` completes, in order.
    mutating func feed<Bytes: Sequence<UInt8>>(_ bytes: Bytes) throws(TooLong) -> [Output] {
        var outputs: [Output] = []
        for byte in bytes {
            if afterCR {
                afterCR = false
                if byte == 0x0A { continue }
            }
            switch byte {
            case 0x0A, 0x0D:
                afterCR = byte == 0x0D
                try finishLine(into: &outputs)
            default:
                guard line.count < maximumSize else { throw TooLong() }
                line.append(byte)
            }
        }
        return outputs
    }

    /// Interprets the line gathered so far.
    private mutating func finishLine(into outputs: inout [Output]) throws(TooLong) {
        defer { line.removeAll(keepingCapacity: true) }
        if atStart {
            atStart = false
            if line.starts(with: [0xEF, 0xBB, 0xBF]) { line.removeFirst(3) }
        }
        guard !line.isEmpty else { return dispatch(into: &outputs) }
        let colon = line.firstIndex(of: UInt8(ascii: ":"))
        if colon == 0 {
            outputs.append(.comment(String(decoding: line.dropFirst(), as: UTF8.self)))
            return
        }
        let name = line[..<(colon ?? line.endIndex)]
        var value = colon.map { line[($0 + 1)...] } ?? []
        if value.first == UInt8(ascii: " ") { value = value.dropFirst() }
        switch String(decoding: name, as: UTF8.self) {
        case "data":
            if hasData { data.append(0x0A) }
            data.append(contentsOf: value)
            hasData = true
            guard data.count <= maximumSize else { throw TooLong() }
        case "event":
            type = String(decoding: value, as: UTF8.self)
        case "retry":
            if !value.isEmpty, value.allSatisfy({ (0x30...0x39).contains($0) }), let delay = Int(String(decoding: value, as: UTF8.self)) {
                outputs.append(.retry(delay))
            }
        default:
            // `id:` and unknown fields: this client resumes by asking for the layouts again, not
            // by event id.
            break
        }
    }

    /// Ends the event at a blank line.
    private mutating func dispatch(into outputs: inout [Output]) {
        if hasData { outputs.append(.event(type: type.isEmpty ? "message" : type, data: String(decoding: data, as: UTF8.self))) }
        data.removeAll(keepingCapacity: true)
        hasData = false
        type = ""
    }
}
