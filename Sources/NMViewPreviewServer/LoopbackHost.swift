/// The Host header check that keeps the preview server from answering pages of other sites that
/// resolve their own name to 127.0.0.1 (DNS rebinding): only loopback names are served.
public enum LoopbackHost {
    /// The names a browser on this machine uses for the server, whatever the port.
    public static let names: Set<String> = ["localhost", "127.0.0.1", "::1"]

    /// Whether a Host header value (with or without a port) names this machine's loopback.
    public static func isAllowed(_ host: String) -> Bool {
        let value = host.lowercased()
        let name: Substring
        let rest: Substring
        if value.hasPrefix("[") {
            guard let end = value.firstIndex(of: "]") else { return false }
            name = value[value.index(after: value.startIndex)..<end]
            rest = value[value.index(after: end)...]
        } else if let colon = value.firstIndex(of: ":") {
            name = value[..<colon]
            rest = value[colon...]
        } else {
            name = value[...]
            rest = ""
        }
        // An IPv6 literal is only valid in brackets; a bare "::1" would be read as name and port.
        guard names.contains(String(name)), name != "::1" || value.hasPrefix("[") else { return false }
        return rest.isEmpty || isPort(rest.dropFirst()) && rest.first == ":"
    }

    /// Whether `text` is a port number: 1 to 5 ASCII digits (Unicode digits are not ports).
    private static func isPort(_ text: Substring) -> Bool {
        !text.isEmpty && text.count <= 5 && text.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
