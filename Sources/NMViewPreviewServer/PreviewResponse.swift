import FlyingFox
import Foundation

/// The responses the preview sends, each with headers that keep a browser from caching stale
/// renders, sniffing types or framing the page.
enum PreviewResponse {
    /// Headers every response carries.
    static var baseHeaders: HTTPHeaders {
        var headers = HTTPHeaders()
        headers[.cacheControl] = "no-store"
        headers[HTTPHeader("X-Content-Type-Options")] = "nosniff"
        headers[HTTPHeader("Referrer-Policy")] = "no-referrer"
        return headers
    }

    /// `body` as `contentType` with `status`.
    static func data(_ body: Data, contentType: String, status: HTTPStatusCode = .ok, extra: HTTPHeaders = [:]) -> HTTPResponse {
        var headers = baseHeaders
        headers[.contentType] = contentType
        for (name, value) in extra { headers[name] = value }
        return HTTPResponse(statusCode: status, headers: headers, body: body)
    }

    /// Plain text, for errors.
    static func text(_ text: String, status: HTTPStatusCode) -> HTTPResponse {
        data(Data((text + "\n").utf8), contentType: "text/plain; charset=utf-8", status: status)
    }

    /// The content type of every JSON body.
    static let jsonType = "application/json; charset=utf-8"

    /// A value as JSON.
    static func json(_ value: some Encodable, status: HTTPStatusCode = .ok) throws -> HTTPResponse {
        data(try JSONCoding.encode(value), contentType: jsonType, status: status)
    }

    /// A JSON error body `{"error": message}`.
    static func jsonError(_ message: String, status: HTTPStatusCode) -> HTTPResponse {
        let body = (try? JSONCoding.encode(["error": message])) ?? Data()
        return data(body, contentType: jsonType, status: status)
    }

    /// `response`'s status and headers for a HEAD request: no body, and the length a GET's body
    /// has (none for a stream, whose length is not known).
    static func withoutBody(_ response: HTTPResponse, length: Int?) -> HTTPResponse {
        var head = response
        head.payload = .httpBody(HTTPBodySequence(data: Data()))
        if let length { head.headers[.contentLength] = String(length) }
        return head
    }

    /// 404 for every path the preview does not serve; it never looks at the file system.
    static var notFound: HTTPResponse { text("not found", status: .notFound) }
}
