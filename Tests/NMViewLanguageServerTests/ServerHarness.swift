import Foundation
import NMViewLanguageServer

/// A ``LanguageServer`` in this process, spoken to as a client does: framed messages in, framed
/// messages out, read back through the same framing.
final class ServerHarness {
    let server: LanguageServer
    private var iterator: AsyncStream<LSPAny>.Iterator
    private var exitCodes: AsyncStream<Int32>.Iterator
    private var waiting: [LSPAny] = []
    private var nextID = 1

    init(debounce: DispatchTimeInterval = .milliseconds(5), assets: [String] = []) throws {
        let (messages, sink) = AsyncStream<LSPAny>.makeStream()
        let (codes, exitSink) = AsyncStream<Int32>.makeStream()
        let decoder = LockedDecoder()
        server = try LanguageServer(
            version: "test", debounce: debounce, assets: assets,
            send: { frame in
                for body in decoder.bodies(frame) {
                    if let value = LSPAny.parse(body) { sink.yield(value) }
                }
            },
            exit: { code in exitSink.yield(code) })
        iterator = messages.makeAsyncIterator()
        exitCodes = codes.makeAsyncIterator()
    }

    /// Sends a message the way a client frames it, split in two chunks to exercise the framing.
    func write(_ message: LSPAny) throws {
        let frame = MessageFraming.frame(try JSONEncoder().encode(message))
        let middle = frame.count / 2
        server.receive(frame.prefix(middle))
        server.receive(frame.suffix(from: middle))
    }

    /// Sends a request and returns the whole response.
    func request(_ method: String, _ params: LSPAny = .null) async throws -> LSPAny {
        let id = nextID
        nextID += 1
        try write(.object(["jsonrpc": "2.0", "id": .number(Double(id)), "method": .string(method), "params": params]))
        return try await next { $0["id"] == .number(Double(id)) }
    }

    /// Sends a notification.
    func notify(_ method: String, _ params: LSPAny = .null) throws {
        try write(.object(["jsonrpc": "2.0", "method": .string(method), "params": params]))
    }

    /// `initialize` with `root` as the workspace folder, then `initialized`.
    @discardableResult
    func initialize(root: String? = nil) async throws -> LSPAny {
        let params: LSPAny = root.map { .object(["rootUri": .string(URL(fileURLWithPath: $0).absoluteString)]) } ?? .object([:])
        let response = try await request("initialize", params)
        try notify("initialized", .object([:]))
        return response
    }

    /// The next published diagnostics of `uri` that satisfy `accept`.
    func diagnostics(_ uri: String, where accept: (LSPAny) -> Bool = { _ in true }) async throws -> LSPAny {
        try await next { $0["method"] == "textDocument/publishDiagnostics" && $0["params"]?["uri"] == .string(uri) && accept($0) }
    }

    /// The exit code the server ended with.
    func exitCode() async -> Int32? { await exitCodes.next() }

    /// The first message, earlier ones not yet taken included, that satisfies `accept`.
    func next(_ accept: (LSPAny) -> Bool) async throws -> LSPAny {
        if let index = waiting.firstIndex(where: accept) { return waiting.remove(at: index) }
        while let message = await iterator.next() {
            if accept(message) { return message }
            waiting.append(message)
        }
        throw CancellationError()
    }
}

/// The client side's frame decoder, behind a lock: the server writes from its own queue.
private final class LockedDecoder: @unchecked Sendable {
    private let lock = NSLock()
    private var decoder = FrameDecoder()

    func bodies(_ bytes: Data) -> [Data] {
        lock.withLock { (try? decoder.append(bytes)) ?? [] }
    }
}
