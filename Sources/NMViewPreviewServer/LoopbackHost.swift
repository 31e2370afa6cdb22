/// The Host header check that keeps the preview server from answering pages of other sites that
/// resolve their own name to 127.0.0.1 (DNS rebinding): only loopback names are served.
public enum LoopbackHost {
    /// The names a browser on this machine uses for the server, whatever the port.
    public static let names: Set<String> = ["localhost", "127.0.0.1", "::1"]

    /// Whether a Host header value (with or without a port) names this machine's loopback.
    public static func isAllowed(_ host: String) -> Bool {
        guard let header = HostHeader(host) else { return false }
        return names.contains(header.name)
    }
}
