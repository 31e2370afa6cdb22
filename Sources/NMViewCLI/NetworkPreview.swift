import ArgumentParser
import Foundation
import NMViewPreviewServer

/// `nmview watch --lan`: the preview served a second time, on an address of the local network,
/// to requests that carry a token made for this run, and advertised over DNS-SD. The loopback
/// preview beside it stays as it is, for the simulator and the browser on this machine.
struct NetworkPreview {
    let server: PreviewServer
    let advertiser: ServiceAdvertiser

    /// Listens on `address` (or the likeliest address of this machine), on `port` if it is free
    /// there and else any port, and prints the URL, its QR code (drawn for a terminal of style
    /// `qr`) and the advertisement.
    static func start(
        state: PreviewState, address: String?, port: UInt16, fallbackPort: UInt16, qr: QRCodeBanner.Style
    ) async throws -> NetworkPreview {
        let chosen: String
        if let address {
            chosen = address
        } else if let likeliest = LocalNetworkAddress.all().first {
            chosen = likeliest.address
        } else {
            Reporter.write(
                "nmview: error: no network address to serve the preview on: connect to a network, or name an address with --lan-address\n",
                to: .standardError)
            throw ExitCode(ExitStatus.problemsFound)
        }
        let hostName = ProcessInfo.processInfo.hostName
        let token = try token(from: ProcessInfo.processInfo.environment)
        let access = NetworkAccess(token: token, hostNames: hostNames(address: chosen, hostName: hostName))
        let server = try await listen(state: state, address: chosen, ports: [port, fallbackPort], access: access)
        let url = await server.url ?? ""
        let boundPort = await server.port ?? port
        Reporter.write("On the network (the token in the URL is required): \(url)\n", to: .standardOutput)
        if let code = QRCodeBanner.render(url, style: qr) { Reporter.write(code, to: .standardOutput) }
        Reporter.write(
            "In an app on a device: set NMVIEW_SERVER to that URL in the scheme's environment, or scan the code\n",
            to: .standardOutput)
        let advertiser = ServiceAdvertiser()
        let line = advertiser.start(
            name: ServiceAdvertiser.instanceName(hostName: hostName), port: boundPort,
            environment: ProcessInfo.processInfo.environment
        ) { Reporter.write("nmview: warning: \($0)\n", to: .standardError) }
        Reporter.write("nmview: \(line)\n", to: .standardOutput)
        return NetworkPreview(server: server, advertiser: advertiser)
    }

    /// The environment variable that keeps one token across runs, so an app's scheme need not
    /// change each time the watch restarts.
    static let tokenVariable = "NMVIEW_LAN_TOKEN"

    /// The token `NMVIEW_LAN_TOKEN` gives, or a fresh one; a variable that is not 32 hexadecimal
    /// digits is an error rather than a weaker token.
    static func token(from environment: [String: String]) throws -> AccessToken {
        guard let given = environment[tokenVariable], !given.isEmpty else { return AccessToken() }
        guard let token = AccessToken(text: given) else {
            Reporter.write(
                "nmview: error: \(tokenVariable) must be 32 hexadecimal digits (such as the output of 'openssl rand -hex 16')\n",
                to: .standardError)
            throw ExitCode(ExitStatus.usage)
        }
        return token
    }

    /// The names a device may use for this machine: the address, and its `.local` name.
    static func hostNames(address: String, hostName: String) -> Set<String> {
        var names: Set<String> = [address]
        let short = hostName.split(separator: ".").first.map(String.init) ?? ""
        if !short.isEmpty {
            names.insert("\(short).local")
            names.insert(hostName)
        }
        return names
    }

    /// The server on `port` if that port is free at `address`, else on any free port.
    /// The server on the first of `ports` free on `address`, else on any port.
    private static func listen(
        state: PreviewState, address: String, ports: [UInt16], access: NetworkAccess
    ) async throws -> PreviewServer {
        var lastError: (any Error)?
        for candidate in ports.filter({ $0 != 0 }) + [0] {
            do {
                // The loopback server beside it sends the heartbeats; both serve streams of one hub.
                let server = try PreviewServer(state: state, host: address, port: candidate, access: .network(access), heartbeat: nil)
                try await server.start()
                return server
            } catch {
                lastError = error
            }
        }
        Reporter.write("nmview: error: cannot serve the preview on '\(address)': \(lastError.map { "\($0)" } ?? "unknown")\n", to: .standardError)
        throw ExitCode(ExitStatus.problemsFound)
    }

    /// Withdraws the advertisement and stops the server.
    func stop() async {
        advertiser.stop()
        await server.stop()
    }
}
