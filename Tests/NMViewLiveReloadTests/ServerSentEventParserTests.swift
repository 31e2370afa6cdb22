import Testing

@testable import NMViewLiveReload

/// The stream format as the HTML standard defines it, fed whole and cut into every pair of pieces.
@Suite struct ServerSentEventParserTests {
    typealias Output = ServerSentEventParser.Output

    static let cases: [(String, String, [Output])] = [
        ("the preview server's preamble", "retry: 1000\n: connected\n\n", [.retry(1000), .comment(" connected")]),
        ("one data line", "data: {\"a\":1}\n\n", [.event(type: "message", data: "{\"a\":1}")]),
        ("data lines joined with newlines", "data: one\ndata:two\ndata\n\n", [.event(type: "message", data: "one\ntwo\n")]),
        ("CRLF and CR end lines", "data: a\r\ndata: b\r\r\n", [.event(type: "message", data: "a\nb")]),
        ("only one space is dropped", "data:  two spaces\n\n", [.event(type: "message", data: " two spaces")]),
        ("a named event", "event: reload\ndata: x\n\n", [.event(type: "reload", data: "x")]),
        ("no data, no event", "event: reload\nid: 7\n\n", []),
        ("an unfinished event is not dispatched", "data: half", []),
        ("a retry that is not digits is ignored", "retry: 1s\nretry: -5\nretry:\n", []),
        ("unknown fields are ignored", "foo: bar\nid: 3\ndata: y\n\n", [.event(type: "message", data: "y")]),
        ("a byte-order mark at the start is skipped", "\u{FEFF}data: z\n\n", [.event(type: "message", data: "z")]),
        ("a heartbeat between events", "data: 1\n\n: heartbeat\n\ndata: 2\n\n",
            [.event(type: "message", data: "1"), .comment(" heartbeat"), .event(type: "message", data: "2")]),
        ("UTF-8 in data", "data: café ✓\n\n", [.event(type: "message", data: "café ✓")]),
    ]

    @Test(arguments: cases)
    func parsesWhole(name: String, stream: String, expected: [Output]) throws {
        var parser = ServerSentEventParser()
        #expect(try parser.feed(Array(stream.utf8)) == expected, "\(name)")
    }

    /// Chunks may end anywhere: inside a field, between CR and LF, inside a UTF-8 character.
    @Test(arguments: cases)
    func parsesCutAnywhere(name: String, stream: String, expected: [Output]) throws {
        let bytes = Array(stream.utf8)
        for cut in 0...bytes.count {
            var parser = ServerSentEventParser()
            let outputs = try parser.feed(bytes[..<cut]) + parser.feed(bytes[cut...])
            #expect(outputs == expected, "\(name), cut at \(cut)")
        }
    }

    @Test func aLineLongerThanTheLimitThrows() {
        var parser = ServerSentEventParser(maximumSize: 16)
        #expect(throws: ServerSentEventParser.TooLong.self) { try parser.feed(Array(repeating: UInt8(ascii: "a"), count: 17)) }
    }

    @Test func eventDataLongerThanTheLimitThrows() {
        var parser = ServerSentEventParser(maximumSize: 16)
        #expect(throws: ServerSentEventParser.TooLong.self) { try parser.feed(Array("data: 0123456789\ndata: 0123456789\n".utf8)) }
    }
}
