#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

extension ServerUnreachable {
    /// Why a connection to `url` failed with `error`, from the URL Loading System's error codes.
    public init(error: any Error, url: String) {
        let code = Self.code(of: error)
        self.init(Self.reason(code: code, description: String(describing: error)), url: url, detail: error.localizedDescription)
    }

    /// NSURLErrorAppTransportSecurityRequiresSecureConnection, -1022: "App Transport Security
    /// disallowed a connection because there is no secure network connection" (Apple's URL
    /// Loading System error codes). Written as a number: Linux's Foundation does not declare it.
    static let appTransportSecurityRequiresSecureConnection = -1022

    /// The reason for an `NSURLErrorDomain` code; `description`, the error as the system
    /// describes it, tells the local network's refusal apart from having no network at all.
    static func reason(code: Int?, description: String) -> Reason {
        switch code {
        // NSURLErrorCannotConnectToHost, -1004: "an attempt to connect to a host failed"; a
        // refused connection (nothing listening) on both Apple's platforms and Linux.
        case URLError.cannotConnectToHost.rawValue: return .refused
        // NSURLErrorTimedOut, -1001.
        case URLError.timedOut.rawValue: return .timedOut
        case appTransportSecurityRequiresSecureConnection: return .insecureHTTPBlocked
        // NSURLErrorCannotFindHost, -1003, and NSURLErrorDNSLookupFailed, -1006.
        case URLError.cannotFindHost.rawValue, URLError.dnsLookupFailed.rawValue: return .unknownHost
        // A denied Local Network permission fails a connection to the LAN with
        // NSURLErrorNotConnectedToInternet (-1009) or NSURLErrorDataNotAllowed (-1020), whose path
        // says "Local network prohibited"; either way the device does not reach the Mac.
        case URLError.notConnectedToInternet.rawValue, URLError.dataNotAllowed.rawValue: return .localNetworkDenied
        default:
            return description.localizedCaseInsensitiveContains("local network prohibited") ? .localNetworkDenied : .failed
        }
    }

    /// The `NSURLErrorDomain` code of `error`, if it is one.
    private static func code(of error: any Error) -> Int? {
        if let error = error as? URLError { return error.errorCode }
        let bridged = error as NSError
        return bridged.domain == NSURLErrorDomain ? bridged.code : nil
    }
}
