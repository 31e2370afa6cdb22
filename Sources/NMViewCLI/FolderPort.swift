import Foundation

/// The port a preview of some folders takes when the default one is taken or `--port 0` asks for
/// any: derived from the folders' paths, so a preview restarted on the same folders listens
/// where it did before, and a page left open reconnects to it.
enum FolderPort {
    /// IANA's dynamic ports, which no service registers.
    static let range: ClosedRange<UInt16> = 49152...65535

    /// The port for `roots`, the same on every run and machine for the same absolute paths.
    static func port(for roots: [String]) -> UInt16 {
        port(key: roots.map(WatchSession.canonical).sorted().joined(separator: "\n"))
    }

    /// The port of the preview served on the local network for `roots` (`watch --lan`), when the
    /// loopback preview's port is taken there: another than ``port(for:)``, so the two never meet
    /// on one address, and as stable, so an app given the URL finds a restarted preview.
    static func networkPort(for roots: [String]) -> UInt16 {
        port(key: "lan\n" + roots.map(WatchSession.canonical).sorted().joined(separator: "\n"))
    }

    private static func port(key: String) -> UInt16 {
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
