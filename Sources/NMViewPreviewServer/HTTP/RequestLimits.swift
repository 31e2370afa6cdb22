/// How much of a request head the preview reads, and how long it waits for it.
///
/// FlyingFox's own server reads a request line or header of any length (a 1 MB line kept it
/// busy for over a minute) and waits for a request head forever, so one client sending a header
/// a byte at a time, and never finishing it, held a connection for as long as it liked. The
/// preview reads heads itself (``RequestHeadReader``) within these limits.
public struct RequestLimits: Sendable, Equatable {
    /// The longest request line, `GET /target HTTP/1.1`, in bytes; longer is refused with 414.
    public var maxRequestLine: Int
    /// The most bytes all header lines may take together; more is refused with 431.
    public var maxHeaderBytes: Int
    /// The most header lines; more is refused with 431.
    public var maxHeaderCount: Int
    /// How long a connection may take to send a whole request head, counted from when the server
    /// starts waiting for it (after accepting, or after the previous response). A late head is
    /// answered 408 and the connection closed; an idle keep-alive connection is closed then too.
    public var headTimeout: Duration

    /// The preview's limits: 8 KiB for the request line and for the headers (what nginx and
    /// Apache allow), 100 header lines, 10 seconds for the head.
    public static let standard = RequestLimits(
        maxRequestLine: 8 * 1024, maxHeaderBytes: 8 * 1024, maxHeaderCount: 100, headTimeout: .seconds(10))

    /// Limits with the given values.
    public init(maxRequestLine: Int, maxHeaderBytes: Int, maxHeaderCount: Int, headTimeout: Duration) {
        self.maxRequestLine = maxRequestLine
        self.maxHeaderBytes = maxHeaderBytes
        self.maxHeaderCount = maxHeaderCount
        self.headTimeout = headTimeout
    }
}
