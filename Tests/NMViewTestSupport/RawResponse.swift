import Foundation

/// An HTTP response as the raw client read it.
public struct RawResponse {
    /// The status code.
    public var status: Int
    /// Header values by lowercased name.
    public var headers: [String: String]
    /// The payload, de-chunked.
    public var body: Data

    /// The body as text.
    public var text: String { String(decoding: body, as: UTF8.self) }

    /// Parses a complete response (the server closed after it).
    public init?(_ data: Data) {
        guard let split = data.range(of: Data("\r\n\r\n".utf8)) else { return nil }
        let head = String(decoding: data[..<split.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        guard let statusLine = head.first, case let parts = statusLine.split(separator: " "), parts.count >= 2,
            let status = Int(parts[1])
        else { return nil }
        self.status = status
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        self.headers = headers
        let rest = Data(data[split.upperBound...])
        if headers["transfer-encoding"] == "chunked" {
            body = Self.dechunk(rest)
        } else if let length = headers["content-length"].flatMap(Int.init) {
            body = rest.prefix(length)
        } else {
            body = rest
        }
    }

    /// The payload of a chunked body.
    public static func dechunk(_ data: Data) -> Data {
        var result = Data()
        var rest = data[...]
        while let lineEnd = rest.range(of: Data("\r\n".utf8)),
            let size = Int(String(decoding: rest[..<lineEnd.lowerBound], as: UTF8.self), radix: 16), size > 0
        {
            let start = lineEnd.upperBound
            let end = rest.index(start, offsetBy: size, limitedBy: rest.endIndex) ?? rest.endIndex
            result.append(rest[start..<end])
            rest = rest[min(rest.endIndex, end + 2)...]
        }
        return result
    }

    /// Sends `GET target` with `host` (default: the server's own) and `headers`, and reads the
    /// whole response.
    public static func get(
        _ target: String, port: UInt16, address: String = "127.0.0.1", host: String? = nil, method: String = "GET",
        headers: [String: String] = [:]
    ) async throws -> RawResponse {
        let connection = try RawConnection(port: port, address: address)
        let extra = headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)\r\n" }.joined()
        try connection.sendText(
            "\(method) \(target) HTTP/1.1\r\nHost: \(host ?? "\(address):\(port)")\r\n\(extra)Connection: close\r\n\r\n")
        await connection.readToEnd()
        guard let response = RawResponse(connection.received) else {
            throw RawConnection.Failure(description: "no response to \(target): '\(connection.text)'")
        }
        return response
    }
}
