/// Reads a `text/event-stream` body: lines, `data:` fields gathered until a blank line ends the
/// event, `:` comments (the preview's `: connected` and heartbeats) reported as they come.
struct ServerSentEventParser {
    /// What one line or blank line completed.
    enum Message: Equatable {
        /// A comment line's text after the colon.
        case comment(String)
        /// An event's data (its `data:` lines joined with newlines).
        case data(String)
    }

    private var lines = LineSplitter()
    private var data: [String] = []

    /// The messages `bytes` completes, in order.
    mutating func feed(_ bytes: UnsafeRawBufferPointer) -> [Message] {
        var messages: [Message] = []
        for line in lines.feed(bytes) {
            if line.isEmpty {
                if !data.isEmpty { messages.append(.data(data.joined(separator: "\n"))) }
                data.removeAll()
            } else if line.hasPrefix(":") {
                messages.append(.comment(String(line.dropFirst()).trimmingLeadingSpace))
            } else if line.hasPrefix("data:") {
                data.append(String(line.dropFirst(5)).trimmingLeadingSpace)
            }
            // `retry:`, `event:` and `id:` do not matter here.
        }
        return messages
    }
}

extension String {
    /// The text without the one space SSE allows after a field's colon.
    fileprivate var trimmingLeadingSpace: String {
        hasPrefix(" ") ? String(dropFirst()) : self
    }
}
