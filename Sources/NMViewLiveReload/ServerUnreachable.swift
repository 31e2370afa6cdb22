#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import NMViewEngine

/// Why the client cannot follow its server: what failed, the URL it tried, and the fix, as the
/// problem box over each followed view says it.
public struct ServerUnreachable: Sendable, Equatable, CustomStringConvertible {
    /// What failed.
    public enum Reason: String, Sendable, CaseIterable {
        /// Nothing listens at the address: the server is not running, or on another port.
        case refused
        /// No answer in time: another network, a firewall, or an address that is not the Mac's.
        case timedOut
        /// App Transport Security refused plain `http`.
        case insecureHTTPBlocked
        /// The app may not reach the local network (the permission was denied), or has no network.
        case localNetworkDenied
        /// The server refused the app's token (401, 403): a token of another run, or none.
        case wrongToken
        /// The server does not answer to the name used (421).
        case wrongName
        /// No host has the name in the URL.
        case unknownHost
        /// Something answered, but not with the preview's event stream.
        case notThePreview
        /// `NMVIEW_SERVER` is not an http URL.
        case misconfigured
        /// Anything else the system reports.
        case failed
    }

    /// What failed.
    public var reason: Reason
    /// The URL tried, with a token in its path masked.
    public var url: String
    /// What failed and the fix, lowercase, no trailing period.
    public var message: String

    /// The failure `reason` at `url`; `detail` is the status or the system's description.
    public init(_ reason: Reason, url: String, detail: String? = nil) {
        self.reason = reason
        self.url = url
        message = Self.message(reason, url: url, detail: detail)
    }

    /// The message, as ``ReloadDiagnostic`` does not need a file for it.
    public var description: String { message }

    /// The problem shown over every followed view.
    public var diagnostic: ReloadDiagnostic {
        ReloadDiagnostic(path: "", severity: "error", id: "live-reload", message: message)
    }

    /// Whether retrying cannot help until the app or the server changes (a setting, a token): shown
    /// at the first failure rather than after a few.
    var showsAtOnce: Bool {
        [.insecureHTTPBlocked, .wrongToken, .wrongName, .misconfigured].contains(reason)
    }

    /// `server`'s event stream URL as shown: the token of `nmview watch --lan`'s `/s/<token>/`
    /// path is masked, so a log never holds it.
    static func shown(_ server: URL) -> String {
        let text = server.appendingPathComponent("events").absoluteString
        guard let range = text.range(of: #"/s/[^/]+/"#, options: .regularExpression) else { return text }
        return text.replacingCharacters(in: range, with: "/s/<token>/")
    }

    private static func message(_ reason: Reason, url: String, detail: String?) -> String {
        let start = "start 'nmview watch --serve' on the Mac (on a device 'nmview watch --lan') and check NMVIEW_SERVER"
        let plist = "the debug build's Info.plist"
        return switch reason {
        case .refused: "nothing answers at '\(url)' (connection refused): \(start)"
        case .timedOut:
            "'\(url)' did not answer in time: check that the device and the Mac share a network and that NMVIEW_SERVER is the address 'nmview watch --lan' printed"
        case .insecureHTTPBlocked:
            "App Transport Security refused plain http to '\(url)': set NSAppTransportSecurity → NSAllowsLocalNetworking to YES in \(plist)"
        case .localNetworkDenied:
            "the app may not reach the local network at '\(url)': allow it in Settings → Privacy & Security → Local Network, and give \(plist) an NSLocalNetworkUsageDescription"
        case .wrongToken:
            "the preview at '\(url)' refused this app (\(detail ?? "401")): set NMVIEW_SERVER to the URL 'nmview watch --lan' printed, with its token"
        case .wrongName: "the preview at '\(url)' does not answer to that name (421): use the address 'nmview watch --lan' printed"
        case .unknownHost: "no host is named as in '\(url)': check NMVIEW_SERVER"
        case .notThePreview: "'\(url)' answered \(detail ?? "something else"), not the preview's events: \(start)"
        case .misconfigured: "NMVIEW_SERVER is not an http URL: '\(detail ?? url)'"
        case .failed: "cannot reach '\(url)'\(detail.map { " (\($0))" } ?? ""): \(start)"
        }
    }
}
