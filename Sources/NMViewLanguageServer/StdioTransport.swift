import Foundation

/// Connects a ``LanguageServer`` to the process's stdin and stdout.
///
/// stdin is read on a thread of its own, where a blocking `read` holds no thread that Swift
/// concurrency or the server's queue needs; each chunk is handed to the server as it comes.
public enum StdioTransport {
    /// Starts reading stdin for `server`, which writes through ``write(_:)``.
    public static func start(_ server: LanguageServer) {
        let thread = Thread {
            let input = FileHandle.standardInput
            while true {
                let chunk = input.availableData
                if chunk.isEmpty { break }
                server.receive(chunk)
            }
            server.endOfInput()
        }
        thread.name = "nmview lsp stdin"
        thread.start()
    }

    /// Writes one framed message to stdout, which carries nothing else.
    public static func write(_ frame: Data) {
        FileHandle.standardOutput.write(frame)
    }
}
