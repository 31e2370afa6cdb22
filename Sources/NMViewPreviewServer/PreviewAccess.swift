/// Whom a preview server answers: this machine only, or devices on the local network that know
/// the run's token.
public enum PreviewAccess: Sendable {
    /// Requests naming a loopback host (`localhost`, `127.0.0.1`, `[::1]`); no token.
    case loopback
    /// Requests naming one of the server's network names, each carrying the token.
    case network(NetworkAccess)

    /// What the access decides about a request.
    enum Decision: Equatable {
        /// Serve the route at this path (the token prefix taken off).
        case serve(path: String)
        /// Answer with this refusal.
        case refuse(Refusal)
    }

    /// Why a request is refused, each with its status.
    enum Refusal: Equatable {
        /// The Host header names another site (DNS rebinding) or is missing: 421.
        case foreignHost
        /// A page of another site sent the request: 403.
        case foreignOrigin
        /// No token, or a wrong one: 401.
        case missingToken
        /// `/s/<token>` without its slash: a redirect to the page, so relative URLs resolve under it.
        case redirect(to: String)
    }

    /// The checks, in order: Host, Origin, then (on the network) the token, from the path prefix
    /// `/s/<token>/` or an `Authorization: Bearer <token>` header. `path` is the standardized path
    /// (FlyingFox drops a trailing slash), `rawPath` the one the request sent, if it differs.
    func decide(path: String, rawPath: String? = nil, host: String?, origin: String?, authorization: String?) -> Decision {
        guard let host, isAllowed(host: host) else { return .refuse(.foreignHost) }
        if let origin, !isAllowed(origin: origin) { return .refuse(.foreignOrigin) }
        guard case .network(let network) = self else { return .serve(path: path) }
        let prefix = NetworkAccess.tokenPathPrefix
        guard path.hasPrefix(prefix) else {
            guard let authorization, let token = Self.bearerToken(authorization), network.token.matches(token) else {
                return .refuse(.missingToken)
            }
            return .serve(path: path)
        }
        let afterPrefix = path.utf8.dropFirst(prefix.utf8.count)
        let given = afterPrefix.prefix { $0 != UInt8(ascii: "/") }
        guard network.token.matches(given) else { return .refuse(.missingToken) }
        let rest = afterPrefix.dropFirst(given.count)
        if rest.isEmpty {
            return (rawPath ?? path).hasSuffix("/") ? .serve(path: "/") : .refuse(.redirect(to: path + "/"))
        }
        return .serve(path: String(decoding: rest, as: UTF8.self))
    }

    /// Whether a Host header names this server as its clients know it.
    func isAllowed(host: String) -> Bool {
        guard let header = HostHeader(host) else { return false }
        switch self {
        case .loopback: return LoopbackHost.names.contains(header.name)
        case .network(let network): return network.hostNames.contains(header.name)
        }
    }

    /// Whether an `Origin` header is this server's own page: an `http` origin naming a host the
    /// Host check allows. `null` (a sandboxed frame, a file) and every other site are refused.
    func isAllowed(origin: String) -> Bool {
        guard let header = HostHeader(origin: origin) else { return false }
        return isAllowed(host: header.name.contains(":") ? "[\(header.name)]" : header.name)
    }

    /// The token of an `Authorization: Bearer <token>` header.
    static func bearerToken(_ value: String) -> Substring.UTF8View? {
        let scheme = "bearer "
        guard value.count > scheme.count, value.prefix(scheme.count).lowercased() == scheme else { return nil }
        return value.dropFirst(scheme.count).trimmingCharacters(in: " ").utf8
    }
}

extension Substring {
    /// The substring without leading and trailing `character`s (Foundation-free).
    fileprivate func trimmingCharacters(in character: Character) -> Substring {
        var slice = self
        while slice.first == character { slice = slice.dropFirst() }
        while slice.last == character { slice = slice.dropLast() }
        return slice
    }
}
