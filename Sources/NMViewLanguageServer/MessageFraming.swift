import Foundation

/// The base protocol's framing: each JSON-RPC message is preceded by a `Content-Length` header
/// and a blank line (LSP 3.17, "Base Protocol"). Written by hand, as no package offers it here.
public enum MessageFraming {
    /// `body` with its header, ready to write.
    public static func frame(_ body: Data) -> Data {
        var framed = Data("Content-Length: \(body.count)\r\n\r\n".utf8)
        framed.append(body)
        return framed
    }
}

/// Splits a byte stream into message bodies as bytes arrive, in whatever chunks a pipe gives them.
public struct FrameDecoder: Sendable {
    /// What went wrong with the stream's framing; the stream cannot be resynchronised after it.
    public struct FramingError: Error, CustomStringConvertible {
        /// Why the header was refused.
        public var description: String
    }

    private var buffer = Data()
    /// The largest message accepted: a layout file is capped far below this.
    private let maximumLength = 64 << 20

    /// A decoder with nothing buffered.
    public init() {}

    /// Adds `bytes` and returns every message body now complete, in order.
    public mutating func append(_ bytes: Data) throws(FramingError) -> [Data] {
        buffer.append(bytes)
        var bodies: [Data] = []
        let separator = Data("\r\n\r\n".utf8)
        while let headerEnd = buffer.range(of: separator) {
            let header = String(decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
            let length = try Self.contentLength(header)
            guard length <= maximumLength else {
                throw FramingError(description: "message of \(length) bytes is over the limit of \(maximumLength)")
            }
            let bodyStart = headerEnd.upperBound
            guard buffer.endIndex - bodyStart >= length else { break }
            bodies.append(Data(buffer[bodyStart..<bodyStart + length]))
            buffer = Data(buffer[(bodyStart + length)...])
        }
        return bodies
    }

    /// The value of the `Content-Length` field; `Content-Type` and other fields are ignored.
    private static func contentLength(_ header: String) throws(FramingError) -> Int {
        for line in header.split(whereSeparator: { $0 == "\r\n" || $0 == "\n" }) {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "content-length"
            else { continue }
            guard let length = Int(parts[1].trimmingCharacters(in: .whitespaces)), length >= 0 else {
                throw FramingError(description: "invalid Content-Length '\(parts[1])'")
            }
            return length
        }
        throw FramingError(description: "header without Content-Length")
    }
}
