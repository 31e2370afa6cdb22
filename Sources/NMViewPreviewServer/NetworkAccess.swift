/// What a preview served to the local network (`nmview watch --serve --lan`) asks of a request:
/// a Host naming the server's own address or mDNS name, and the run's token.
public struct NetworkAccess: Sendable {
    /// The path prefix that carries the token: `/s/<token>/`. A browser opens the page there, and
    /// the page's relative URLs keep the token on every request it makes (an `EventSource`
    /// cannot send headers).
    public static let tokenPathPrefix = "/s/"
    /// The default cap on open event streams.
    public static let maxEventStreamsDefault = 64

    /// The secret every request must carry.
    public let token: AccessToken
    /// The names a request's Host may give, lowercased, IPv6 without brackets: the address the
    /// server listens on and the machine's `.local` name.
    public let hostNames: Set<String>
    /// How many event streams may be open at once; more are answered 503.
    public let maxEventStreams: Int

    /// Access for a server reached as any of `hostNames` with `token`.
    public init(token: AccessToken, hostNames: Set<String>, maxEventStreams: Int = NetworkAccess.maxEventStreamsDefault) {
        self.token = token
        self.hostNames = Set(hostNames.map { name in
            let lowered = name.lowercased()
            return lowered.hasPrefix("[") && lowered.hasSuffix("]") ? String(lowered.dropFirst().dropLast()) : lowered
        })
        self.maxEventStreams = maxEventStreams
    }

    /// The page's path for this token.
    public var pagePath: String { "\(Self.tokenPathPrefix)\(token.text)/" }
}
