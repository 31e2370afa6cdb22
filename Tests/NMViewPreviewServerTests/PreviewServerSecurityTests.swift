import Foundation
import NMViewPreviewServer
import NMViewTestSupport
import Testing

/// DNS rebinding and path traversal: the server answers only loopback names and never turns a
/// request into a file read.
@Suite("Preview server security")
struct PreviewServerSecurityTests {
    @Test("a Host that is not a loopback name is refused", arguments: [
        "evil.example", "evil.example:8080", "127.0.0.1.evil.example", "localhost.evil.example", "[::2]:80", "",
    ])
    func foreignHost(host: String) async throws {
        try await PreviewFixtures.withServer { _, port in
            for target in ["/", "/api/layouts", "/api/render?file=Examples%2FProfileCard.nmview.yaml", "/events"] {
                let response = try await RawResponse.get(target, port: port, host: host)
                #expect(response.status == 421, "\(target) with Host '\(host)'")
                #expect(!response.text.contains("Jane Appleseed"))
            }
        }
    }

    @Test("a request without Host is refused")
    func missingHost() async throws {
        try await PreviewFixtures.withServer { _, port in
            let connection = try RawConnection(port: port)
            try connection.sendText("GET /api/layouts HTTP/1.1\r\nConnection: close\r\n\r\n")
            await connection.readToEnd()
            #expect(RawResponse(connection.received)?.status == 421)
        }
    }

    @Test("loopback names with any port are served", arguments: ["localhost", "LOCALHOST:1", "127.0.0.1:65535", "[::1]:8080"])
    func loopbackHost(host: String) async throws {
        try await PreviewFixtures.withServer { _, port in
            let response = try await RawResponse.get("/api/layouts", port: port, host: host)
            #expect(response.status == 200)
        }
    }

    @Test("traversal never reaches a file", arguments: [
        "/../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/..%2f..%2fetc%2fpasswd", "//etc/passwd", "/etc/passwd",
        "/api/render?file=/etc/passwd", "/api/render?file=..%2F..%2F..%2Fetc%2Fpasswd",
        "/api/render?file=Examples%2FProfileCard.nmview.yaml%2F..%2F..%2F..%2Fetc%2Fpasswd",
        "/api/render?file=%2Fproc%2Fself%2Fenviron", "/api/layouts/../../etc/passwd",
    ])
    func traversal(target: String) async throws {
        try await PreviewFixtures.withServer { _, port in
            let response = try await RawResponse.get(target, port: port)
            #expect([400, 404].contains(response.status), "\(target) answered \(response.status)")
            #expect(!response.text.contains("root:"))
        }
    }

    @Test("LoopbackHost accepts exactly the loopback names")
    func loopbackNames() {
        for host in ["localhost", "localhost:8080", "127.0.0.1", "127.0.0.1:1", "[::1]", "[::1]:443", "LocalHost:80"] {
            #expect(LoopbackHost.isAllowed(host), "\(host)")
        }
        for host in ["", "::1", "[::1]x", "[::1]:", "localhost:", "localhost:80x", "localhost:١٢", "localhost:123456",
            "127.0.0.2", "0.0.0.0", "evil.example", "localhost.", "127.0.0.1:80:80", "[::1"]
        {
            #expect(!LoopbackHost.isAllowed(host), "\(host)")
        }
    }
}
