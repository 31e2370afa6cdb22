import Foundation
@testable import NMViewPreviewServer
import NMViewTestSupport
import Testing

/// `nmview watch --lan`'s access rules, on a network-access server bound to loopback (the
/// namespace tests in NMViewCLITests take the same server across a real link).
@Suite("Preview server on the network")
struct NetworkAccessTests {
    static let token = AccessToken(randomBytes: Array(0..<16))
    static let access = NetworkAccess(token: token, hostNames: ["127.0.0.1", "studio.local"], maxEventStreams: 3)
    /// Every route the server has, and paths it does not.
    static let routes = [
        "/", "/api/layouts", "/api/render?file=Examples%2FProfileCard.nmview.yaml", "/events",
        "/api/compiled/ProfileCard.layout.json", "/nothing", "/s/", "/s",
    ]

    @Test("fresh tokens are 32 lowercase hex digits and differ")
    func freshTokens() {
        let tokens = (0..<50).map { _ in AccessToken().text }
        #expect(Set(tokens).count == 50)
        for token in tokens {
            #expect(token.utf8.count == 32)
            #expect(token.allSatisfy { $0.isHexDigit && !$0.isUppercase })
        }
    }

    @Test("a token matches itself only")
    func tokenMatching() {
        let text = Self.token.text
        #expect(text == "000102030405060708090a0b0c0d0e0f")
        #expect(Self.token.matches(text))
        #expect(!Self.token.matches(""))
        #expect(!Self.token.matches(String(text.dropLast())))
        #expect(!Self.token.matches(text + "0"))
        #expect(!Self.token.matches(text.uppercased()))
        for offset in 0..<text.utf8.count {
            var bytes = Array(text.utf8)
            bytes[offset] = bytes[offset] == UInt8(ascii: "f") ? UInt8(ascii: "e") : UInt8(ascii: "f")
            #expect(!Self.token.matches(bytes), "changed at \(offset)")
        }
    }

    @Test("a token given as text must be 32 hex digits, and is kept in lowercase")
    func tokenFromText() {
        #expect(AccessToken(text: "000102030405060708090A0B0C0D0E0F")?.text == Self.token.text)
        #expect(AccessToken(text: "000102030405060708090A0B0C0D0E0F")?.matches(Self.token.text) == true)
        for weak in ["", "secret", String(repeating: "0", count: 31), String(repeating: "0", count: 33), String(repeating: "z", count: 32),
            "000102030405060708090a0b0c0d0e0\u{661}"]
        {
            #expect(AccessToken(text: weak) == nil, "\(weak)")
        }
    }

    @Test("the decision: Host, Origin, then the token in the path or a bearer header")
    func decisions() {
        let access = PreviewAccess.network(Self.access)
        let token = Self.token.text
        func decide(_ path: String, host: String? = "127.0.0.1:5757", origin: String? = nil, authorization: String? = nil)
            -> PreviewAccess.Decision
        {
            access.decide(path: path, host: host, origin: origin, authorization: authorization)
        }
        #expect(decide("/s/\(token)/api/layouts") == .serve(path: "/api/layouts"))
        #expect(decide("/s/\(token)/") == .serve(path: "/"))
        #expect(decide("/s/\(token)") == .refuse(.redirect(to: "/s/\(token)/")))
        // FlyingFox standardizes "/s/<token>/" to "/s/<token>"; the raw path tells them apart.
        #expect(access.decide(path: "/s/\(token)", rawPath: "/s/\(token)/", host: "127.0.0.1", origin: nil, authorization: nil) == .serve(path: "/"))
        #expect(decide("/api/layouts", authorization: "Bearer \(token)") == .serve(path: "/api/layouts"))
        #expect(decide("/api/layouts", authorization: "bearer  \(token) ") == .serve(path: "/api/layouts"))
        #expect(decide("/api/layouts") == .refuse(.missingToken))
        #expect(decide("/api/layouts", authorization: "Basic \(token)") == .refuse(.missingToken))
        #expect(decide("/api/layouts", authorization: "Bearer \(token)x") == .refuse(.missingToken))
        #expect(decide("/s/\(token)x/api/layouts") == .refuse(.missingToken))
        #expect(decide("/s//api/layouts") == .refuse(.missingToken))
        #expect(decide("/x/s/\(token)/api/layouts") == .refuse(.missingToken))
        #expect(decide("/s/\(token)/", host: "STUDIO.local") == .serve(path: "/"))
        #expect(decide("/s/\(token)/", host: "evil.example") == .refuse(.foreignHost))
        #expect(decide("/s/\(token)/", host: "localhost:5757") == .refuse(.foreignHost))
        #expect(decide("/s/\(token)/", host: nil) == .refuse(.foreignHost))
        #expect(decide("/s/\(token)/", origin: "http://127.0.0.1:5757") == .serve(path: "/"))
        #expect(decide("/s/\(token)/", origin: "http://evil.example") == .refuse(.foreignOrigin))
        #expect(decide("/s/\(token)/", origin: "null") == .refuse(.foreignOrigin))
        #expect(decide("/s/\(token)/", origin: "https://127.0.0.1:5757") == .refuse(.foreignOrigin))
        // Loopback: no token, loopback names only, and its own origin.
        #expect(PreviewAccess.loopback.decide(path: "/events", host: "[::1]:1", origin: nil, authorization: nil) == .serve(path: "/events"))
        #expect(
            PreviewAccess.loopback.decide(path: "/", host: "localhost", origin: "http://evil.example:80", authorization: nil)
                == .refuse(.foreignOrigin))
        #expect(
            PreviewAccess.loopback.decide(path: "/", host: "localhost", origin: "http://[::1]:5757", authorization: nil)
                == .serve(path: "/"))
    }

    @Test("without the token every route is refused and shows nothing")
    func everyRouteNeedsTheToken() async throws {
        try await PreviewFixtures.withServer(access: .network(Self.access)) { _, port in
            for route in Self.routes {
                for headers in [[:], ["Authorization": "Bearer 0000"], ["Authorization": "Bearer \(String(repeating: "0", count: 32))"]] {
                    let response = try await RawResponse.get(route, port: port, headers: headers)
                    #expect(response.status == 401, "\(route) \(headers) answered \(response.status)")
                    #expect(response.headers["www-authenticate"] == "Bearer realm=\"nmview\"")
                    #expect(!response.text.contains("ProfileCard") && !response.text.contains("Jane"))
                }
                let wrong = try await RawResponse.get("/s/\(String(repeating: "f", count: 32))\(route)", port: port)
                #expect(wrong.status == 401, "\(route) with a wrong token answered \(wrong.status)")
            }
        }
    }

    @Test("with the token every route is served, by path or header")
    func tokenServes() async throws {
        try await PreviewFixtures.withServer(access: .network(Self.access)) { server, port in
            let prefix = "/s/\(Self.token.text)"
            #expect(await server.url == "http://127.0.0.1:\(port)\(prefix)/")
            for route in ["/", "/api/layouts", "/api/render?file=Examples%2FProfileCard.nmview.yaml", "/api/compiled/ProfileCard.layout.json"] {
                let byPath = try await RawResponse.get(prefix + route, port: port)
                #expect(byPath.status == 200, "\(route) by path answered \(byPath.status)")
                let byHeader = try await RawResponse.get(route, port: port, headers: ["Authorization": "Bearer \(Self.token.text)"])
                #expect(byHeader.status == 200, "\(route) by header answered \(byHeader.status)")
                #expect(byPath.body == byHeader.body || route == "/")
            }
            let page = try await RawResponse.get(prefix + "/", port: port)
            // The page asks for everything by relative URLs, so the token's prefix stays on them.
            #expect(page.text.contains("request(\"api/layouts\")") && page.text.contains("new EventSource(\"events\")"))
            #expect(!page.text.contains("\"/api/") && !page.text.contains("\"/events\""))
            let redirect = try await RawResponse.get(prefix, port: port)
            #expect(redirect.status == 308)
            #expect(redirect.headers["location"] == prefix + "/")
            let missing = try await RawResponse.get(prefix + "/nothing", port: port)
            #expect(missing.status == 404)
            let foreign = try await RawResponse.get(prefix + "/api/layouts", port: port, host: "localhost")
            #expect(foreign.status == 421)
            let crossSite = try await RawResponse.get(prefix + "/api/layouts", port: port, headers: ["Origin": "http://evil.example"])
            #expect(crossSite.status == 403)
            #expect(!crossSite.text.contains("ProfileCard"))
        }
    }

    @Test("event streams are capped, and a closed one frees its place")
    func streamCap() async throws {
        // Heartbeats every 0.2 s: a write is how the server learns that a client has gone.
        try await PreviewFixtures.withServer(heartbeat: .milliseconds(200), access: .network(Self.access)) { server, port in
            func open() throws -> RawConnection {
                let connection = try RawConnection(port: port)
                try connection.sendText("GET /s/\(Self.token.text)/events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
                return connection
            }
            var streams: [RawConnection] = []
            for _ in 0..<3 {
                let stream = try open()
                #expect(await stream.read(untilContains: ": connected"))
                streams.append(stream)
            }
            #expect(server.openEventStreams == 3)
            let refused = try open()
            await refused.read(untilContains: "\r\n\r\n")
            #expect(refused.text.hasPrefix("HTTP/1.1 503"), "\(refused.text.prefix(80))")
            #expect(refused.text.lowercased().contains("retry-after: 5"))
            streams.removeFirst()  // closes its socket; the server notices on its next write or read
            // Generous, and at least two tries: this task may wait long for the pool between them.
            let deadline = ContinuousClock.now + .seconds(90)
            var admitted = false
            var tries = 0
            while !admitted, tries < 2 || ContinuousClock.now < deadline {
                tries += 1
                let again = try open()
                await again.read(untilContains: "\r\n\r\n")
                admitted = again.text.hasPrefix("HTTP/1.1 200")
                if admitted {
                    streams.append(again)
                } else {
                    try await Task.sleep(for: .milliseconds(50))
                }
            }
            #expect(admitted, "the closed stream's place was never given back")
            #expect(server.openEventStreams == 3)
        }
    }
}
