#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

extension LiveReloadClient {
    /// A client of the server the app's environment names: ``serverVariable`` (with the token in
    /// its path, as `nmview watch --lan` prints it) and ``tokenVariable``; without them the
    /// simulator's server, `http://127.0.0.1:5757`. So `LiveReloadClient()` follows the Mac from
    /// the simulator, and from a device once the scheme sets ``serverVariable``. A variable that is not an `http` URL is shown as a problem over every
    /// view the client follows, rather than quietly falling back.
    public convenience init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let configured = environment[Self.serverVariable].map { $0.trimmingCharacters(in: .whitespaces) }
        var server = Self.simulatorServer
        var problem: ServerUnreachable?
        if let configured, !configured.isEmpty {
            if let url = URL(string: configured), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host != nil {
                server = url
            } else {
                problem = ServerUnreachable(.misconfigured, url: configured, detail: configured)
            }
        }
        let token = environment[Self.tokenVariable].map { $0.trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 }
        self.init(
            server: server, token: token, setupProblem: problem, stallTimeout: Self.stallTimeoutDefault,
            requestTimeout: Self.requestTimeoutDefault, backoff: Backoff())
    }
}
