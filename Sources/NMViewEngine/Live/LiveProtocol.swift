/// What `nmview watch --serve` and an app's live-reload client agree on, declared once: the port,
/// the heartbeat and how long a silent stream is waited for, and the route of a class's layout.
public enum LiveProtocol {
    /// The port `nmview watch --serve` listens on by default, and that an app in the simulator
    /// asks (`http://127.0.0.1:5757`).
    public static let defaultPort: UInt16 = 5757

    /// Seconds between the comments the server sends down an idle event stream.
    public static let heartbeatSeconds = 15

    /// Seconds a client waits on a stream that sends nothing, not even a heartbeat, before it
    /// drops it and connects again: three heartbeats.
    public static let stallSeconds = 3 * heartbeatSeconds

    /// The path of a view class's last good compiled layout: `/api/compiled/<ViewClass>.layout.json`.
    public static func compiledPath(of viewClass: String) -> String {
        compiledPrefix + viewClass + compiledSuffix
    }

    /// The view class a compiled layout's path names, if `path` is one, with a class name of
    /// identifier characters (so that nothing else can be asked for).
    public static func viewClass(inCompiledPath path: String) -> String? {
        guard path.hasPrefix(compiledPrefix), path.hasSuffix(compiledSuffix),
            path.count > compiledPrefix.count + compiledSuffix.count
        else { return nil }
        let name = path.dropFirst(compiledPrefix.count).dropLast(compiledSuffix.count)
        let allowed = name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
        return allowed ? String(name) : nil
    }

    private static let compiledPrefix = "/api/compiled/"
    private static let compiledSuffix = ".layout.json"
}
