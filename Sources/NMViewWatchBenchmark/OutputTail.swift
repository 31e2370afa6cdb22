import Foundation

/// The last few kilobytes a child wrote to a stream, for an error message, and how much it wrote
/// in all; `nmview watch` prints every finding on every save, so nothing more is kept.
final class OutputTail: @unchecked Sendable {
    private let lock = NSLock()
    private let limit: Int
    private var bytes: [UInt8] = []
    private var total = 0

    /// A tail keeping the last `limit` bytes.
    init(limit: Int = 16 * 1024) {
        self.limit = limit
    }

    /// Adds what was just read.
    func append(_ chunk: UnsafeRawBufferPointer) {
        lock.lock()
        defer { lock.unlock() }
        total += chunk.count
        bytes.append(contentsOf: chunk.suffix(limit))
        if bytes.count > limit { bytes.removeFirst(bytes.count - limit) }
    }

    /// How many bytes arrived in all.
    var byteCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return total
    }

    /// The last `lines` lines kept.
    func lastLines(_ lines: Int) -> String {
        lock.lock()
        let text = String(decoding: bytes, as: UTF8.self)
        lock.unlock()
        return text.split(separator: "\n", omittingEmptySubsequences: false).suffix(lines).joined(separator: "\n")
    }
}
