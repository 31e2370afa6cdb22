/// A `Host` header value (or the host part of an `Origin`) taken apart: the name, lowercased and
/// without the brackets of an IPv6 literal, and whether a valid port (or none) follows.
struct HostHeader: Equatable {
    /// The host name or address literal, lowercased, IPv6 without brackets.
    let name: String

    /// `nil` when `value` is not a host with an optional port: an IPv6 literal must be in
    /// brackets (a bare `::1` would read as a name and a port), and a port is 1 to 5 ASCII digits.
    init?(_ value: String) {
        let text = value.lowercased()
        let name: Substring
        let rest: Substring
        if text.hasPrefix("[") {
            guard let end = text.firstIndex(of: "]") else { return nil }
            name = text[text.index(after: text.startIndex)..<end]
            rest = text[text.index(after: end)...]
        } else if let colon = text.firstIndex(of: ":") {
            name = text[..<colon]
            rest = text[colon...]
        } else {
            name = text[...]
            rest = ""
        }
        guard !name.isEmpty, rest.isEmpty || rest.first == ":" && Self.isPort(rest.dropFirst()) else { return nil }
        // A colon in a name is only valid in brackets.
        guard !name.contains(":") || text.hasPrefix("[") else { return nil }
        self.name = String(name)
    }

    /// The host named by an `Origin` header (`http://name:port`), if it is an `http` origin.
    /// `null` and other schemes give `nil`.
    init?(origin: String) {
        let prefix = "http://"
        guard origin.lowercased().hasPrefix(prefix) else { return nil }
        let rest = origin.dropFirst(prefix.count)
        guard !rest.contains("/") else { return nil }
        self.init(String(rest))
    }

    /// Whether `text` is a port number: 1 to 5 ASCII digits (Unicode digits are not ports).
    private static func isPort(_ text: Substring) -> Bool {
        !text.isEmpty && text.count <= 5 && text.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
