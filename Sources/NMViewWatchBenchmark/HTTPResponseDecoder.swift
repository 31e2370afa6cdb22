/// Turns the bytes of one HTTP/1.1 response into its status, headers and body bytes, as they
/// arrive: the body may be chunked (how FlyingFox streams `text/event-stream`), sized by
/// `Content-Length`, or run until the connection closes.
struct HTTPResponseDecoder {
    /// The status code, once the head has arrived.
    private(set) var status: Int?
    /// The header fields, names lowercased, once the head has arrived.
    private(set) var headers: [String: String] = [:]
    /// Whether a sized or chunked body has been read to its end.
    private(set) var isComplete = false

    /// Where in the response the next byte falls.
    private enum Stage {
        case head
        case chunkSize
        case chunkData(remaining: Int)
        case chunkEnd(remaining: Int)
        case trailer
        case sized(remaining: Int)
        case untilClose
        case done
    }

    private var stage = Stage.head
    private var pending: [UInt8] = []

    /// Feeds the next bytes read; returns the body bytes they complete. Throws on a malformed
    /// head or chunk size.
    mutating func feed(_ bytes: UnsafeRawBufferPointer) throws(WatchBenchError) -> [UInt8] {
        var body: [UInt8] = []
        for byte in bytes {
            switch stage {
            case .head:
                pending.append(byte)
                if pending.count >= 4, pending.suffix(4).elementsEqual([13, 10, 13, 10]) {
                    try parseHead()
                    pending.removeAll()
                }
            case .chunkSize:
                if byte == UInt8(ascii: "\n") {
                    let line = String(decoding: pending, as: UTF8.self)
                    pending.removeAll()
                    let digits = line.split(separator: ";").first.map { $0.trimmingCharacters(in: " \r\t") } ?? ""
                    guard let size = Int(digits, radix: 16), size >= 0 else {
                        throw WatchBenchError("bad chunk size line '\(line)'")
                    }
                    stage = size == 0 ? .trailer : .chunkData(remaining: size)
                } else {
                    pending.append(byte)
                }
            case .chunkData(let remaining):
                body.append(byte)
                stage = remaining > 1 ? .chunkData(remaining: remaining - 1) : .chunkEnd(remaining: 2)
            case .chunkEnd(let remaining):
                stage = remaining > 1 ? .chunkEnd(remaining: remaining - 1) : .chunkSize
            case .trailer:
                if byte == UInt8(ascii: "\n") {
                    let blank = pending.allSatisfy { $0 == 13 }
                    pending.removeAll()
                    if blank { finish() }
                } else {
                    pending.append(byte)
                }
            case .sized(let remaining):
                body.append(byte)
                if remaining > 1 { stage = .sized(remaining: remaining - 1) } else { finish() }
            case .untilClose:
                body.append(byte)
            case .done:
                break
            }
        }
        return body
    }

    /// Reads the status line and headers in `pending` and picks how the body is framed.
    private mutating func parseHead() throws(WatchBenchError) {
        let lines = String(decoding: pending, as: UTF8.self).split(separator: "\r\n")
        guard let statusLine = lines.first else { throw WatchBenchError("empty HTTP response") }
        let words = statusLine.split(separator: " ")
        guard words.count >= 2, words[0].hasPrefix("HTTP/1."), let code = Int(words[1]) else {
            throw WatchBenchError("bad HTTP status line '\(statusLine)'")
        }
        status = code
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: " \t")
        }
        if headers["transfer-encoding"]?.lowercased().contains("chunked") == true {
            stage = .chunkSize
        } else if let length = headers["content-length"].flatMap({ Int($0) }) {
            if length > 0 { stage = .sized(remaining: length) } else { finish() }
        } else {
            stage = .untilClose
        }
    }

    /// Marks the body read to its end.
    private mutating func finish() {
        stage = .done
        isComplete = true
    }
}

extension Substring {
    /// The text without `characters` at either end.
    fileprivate func trimmingCharacters(in characters: String) -> String {
        var slice = self[...]
        while let first = slice.first, characters.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, characters.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}
