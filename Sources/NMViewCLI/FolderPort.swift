import Foundation

/// The port a preview of some folders takes when the default one is taken or `--port 0` asks for
/// any: derived from the folders' paths, so a preview restarted on the same folders listens
/// where it did before, and a page left open reconnects to it.
enum FolderPort {
    /// IANA's dynamic ports, which no service registers.
    static let range: ClosedRange<UInt16> = 49152...65535

    /// The port for `roots`, the same on every run and machine for the same absolute paths.
    static func port(for roots: [String]) -> UInt16 {
        let key = roots.map(WatchSession.canonical).sorted().joined(separator: "\n")
        // FNV-1a, because the standard library's hash is seeded anew on every run.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + UInt16(hash % span)
    }
}
