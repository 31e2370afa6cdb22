import Foundation

/// `nmview lsp` under test: JSON-RPC framed by hand on its standard input, and every
/// `publishDiagnostics` on its standard output logged, on a reader thread, with the instant it was read.
final class LSPChild: @unchecked Sendable {
    /// One `textDocument/publishDiagnostics`: the document version it is for and how many findings.
    struct Published: Sendable {
        let version: Int?
        let count: Int
    }

    /// Every `publishDiagnostics` the server sent, in order.
    let published = ArrivalLog<Published>()
    private let process = Process()
    private let input: FileHandle

    /// Starts `nmview lsp` with `arguments`.
    init(nmview: String, arguments: [String]) throws(WatchBenchError) {
        process.executableURL = URL(fileURLWithPath: nmview)
        process.arguments = ["lsp"] + arguments
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw WatchBenchError("cannot start \(nmview) lsp: \(error.localizedDescription)")
        }
        Cleanup.shared.register(child: process.processIdentifier)
        input = stdin.fileHandleForWriting
        let published = self.published
        let frames = FrameBuffer()
        DescriptorReader.start(
            stdout.fileHandleForReading.fileDescriptor, name: "nmview lsp stdout",
            onData: { chunk, instant in
                for body in frames.feed(chunk) {
                    guard let message = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
                        message["method"] as? String == "textDocument/publishDiagnostics",
                        let params = message["params"] as? [String: Any]
                    else { continue }
                    let count = (params["diagnostics"] as? [Any])?.count ?? 0
                    published.append(Published(version: params["version"] as? Int, count: count), at: instant)
                }
            },
            onEnd: { published.end() })
    }

    /// Writes one message with its `Content-Length` header.
    func send(_ message: [String: Any]) throws(WatchBenchError) {
        guard let body = try? JSONSerialization.data(withJSONObject: message) else {
            throw WatchBenchError("cannot encode a message for nmview lsp")
        }
        do {
            try input.write(contentsOf: Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
        } catch {
            throw WatchBenchError("cannot write to nmview lsp: \(error.localizedDescription)")
        }
    }

    /// Asks the server to shut down and exit, and waits for it.
    func stop() {
        try? send(["jsonrpc": "2.0", "id": 999_999, "method": "shutdown"])
        try? send(["jsonrpc": "2.0", "method": "exit"])
        try? input.close()
        process.waitUntilExit()
        Cleanup.shared.forgetChild()
    }
}

/// Splits a byte stream into the bodies of `Content-Length` frames.
final class FrameBuffer: @unchecked Sendable {
    private var pending = Data()

    /// The bodies that `chunk` completes.
    func feed(_ chunk: UnsafeRawBufferPointer) -> [Data] {
        pending.append(contentsOf: chunk)
        var bodies: [Data] = []
        while let end = pending.range(of: Data("\r\n\r\n".utf8)) {
            let header = String(decoding: pending[pending.startIndex..<end.lowerBound], as: UTF8.self)
            let length = header.split(separator: "\r\n").compactMap { line -> Int? in
                let parts = line.split(separator: ":", maxSplits: 1)
                guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
                return Int(parts[1].trimmingCharacters(in: .whitespaces))
            }.first ?? 0
            guard pending.count - (end.upperBound - pending.startIndex) >= length else { break }
            bodies.append(Data(pending[end.upperBound..<end.upperBound + length]))
            pending = Data(pending[(end.upperBound + length)...])
        }
        return bodies
    }
}
