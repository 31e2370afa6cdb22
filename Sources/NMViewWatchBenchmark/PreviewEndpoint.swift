/// Where the benchmark reaches the preview: `127.0.0.1` and the port `Preview:` names, or, across
/// the namespace link, the address and token path `On the network …:` names.
struct PreviewEndpoint: Sendable {
    /// An IPv4 address literal.
    let address: String
    let port: UInt16
    /// `""`, or `/s/<token>` for a network preview.
    let pathPrefix: String

    /// The `Host` header value.
    var hostHeader: String { "\(address):\(port)" }

    /// The base URL, with the token's path.
    var url: String { "http://\(hostHeader)\(pathPrefix)/" }

    /// The request path of `route` (`events`, `api/layouts`).
    func path(_ route: String) -> String { "\(pathPrefix)/\(route)" }

    /// The endpoint in a printed URL (`http://198.18.254.1:5757/s/<token>/`).
    init?(url text: Substring) {
        guard text.hasPrefix("http://") else { return nil }
        let rest = text.dropFirst("http://".count)
        guard let colon = rest.firstIndex(of: ":") else { return nil }
        let digits = rest[rest.index(after: colon)...].prefix { $0.isASCII && $0.isNumber }
        guard let port = UInt16(digits) else { return nil }
        var path = rest[rest.index(after: colon)...].dropFirst(digits.count)
        while path.hasSuffix("/") { path = path.dropLast() }
        self.init(address: String(rest[..<colon]), port: port, pathPrefix: String(path))
    }

    init(address: String, port: UInt16, pathPrefix: String = "") {
        self.address = address
        self.port = port
        self.pathPrefix = pathPrefix
    }
}
