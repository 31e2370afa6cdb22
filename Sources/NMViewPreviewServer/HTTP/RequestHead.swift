import FlyingFox
import Foundation

/// A request line and its headers, parsed from the bytes before the blank line that ends them.
struct RequestHead: Sendable {
    /// `GET`, …
    var method: String
    /// The request target as sent: `/api/render?file=…`.
    var target: String
    /// `HTTP/1.1` or `HTTP/1.0`.
    var version: String
    var headers: HTTPHeaders

    /// Why a head is refused: the status to answer with, and a sentence for the body.
    struct Refusal: Error, Equatable {
        var status: Int
        var reason: String

        static func badRequest(_ reason: String) -> Refusal { Refusal(status: 400, reason: reason) }
    }

    /// Parses `bytes`, the head without its final blank line, within `limits`.
    static func parse(_ bytes: ArraySlice<UInt8>, limits: RequestLimits) throws(Refusal) -> RequestHead {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            line.last == UInt8(ascii: "\r") ? line.dropLast() : line
        }
        guard !lines.isEmpty else { throw .badRequest("empty request") }
        let requestLine = lines.removeFirst()
        guard requestLine.count <= limits.maxRequestLine else { throw tooLong }
        guard lines.reduce(0, { $0 + $1.count + 2 }) <= limits.maxHeaderBytes, lines.count <= limits.maxHeaderCount else {
            throw tooLarge
        }
        let parts = requestLine.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: true)
        guard parts.count == 3, let method = token(parts[0]), let target = text(parts[1]), let version = text(parts[2]),
            version == "HTTP/1.1" || version == "HTTP/1.0"
        else { throw .badRequest("malformed request line") }
        var headers = HTTPHeaders()
        for line in lines {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), let name = token(line[..<colon]),
                let value = text(line[line.index(after: colon)...])
            else { throw .badRequest("malformed header line") }
            let header = HTTPHeader(name)
            // Two Host headers could name two hosts; RFC 9112 asks for 400.
            if header == .host, headers[.host] != nil { throw .badRequest("more than one Host header") }
            headers.addValue(value.trimmingCharacters(in: [" ", "\t"]), for: header)
        }
        return RequestHead(method: method, target: target, version: version, headers: headers)
    }

    /// 414: the request line is over the limit.
    static let tooLong = Refusal(status: 414, reason: "the request line is too long")
    /// 431: the headers are over the limit.
    static let tooLarge = Refusal(status: 431, reason: "the request headers are too large")

    /// Whether the client keeps the connection open for another request.
    var keepsAlive: Bool {
        let tokens = (headers[.connection] ?? "").lowercased().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        return version == "HTTP/1.1" ? !tokens.contains("close") : tokens.contains("keep-alive")
    }

    /// Whether a body follows the head (the preview reads none, so the connection ends after it).
    var hasBody: Bool {
        headers[.transferEncoding] != nil || (headers[.contentLength].map { $0 != "0" } ?? false)
    }

    /// The request FlyingFox's handlers take.
    var request: HTTPRequest {
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        return HTTPRequest(
            method: HTTPMethod(method), version: HTTPVersion(version),
            target: HTTPRequest.Target(path: String(parts.first ?? ""), query: parts.count > 1 ? String(parts[1]) : ""),
            headers: headers, body: HTTPBodySequence())
    }

    /// Printable ASCII without spaces (a method or header name), or nil.
    private static func token(_ bytes: ArraySlice<UInt8>) -> String? {
        guard !bytes.isEmpty, bytes.allSatisfy({ $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: ":") }) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// UTF-8 text without control characters other than tab, or nil.
    private static func text(_ bytes: ArraySlice<UInt8>) -> String? {
        guard !bytes.contains(where: { ($0 < 0x20 && $0 != 0x09) || $0 == 0x7F }) else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }
}
