import ArgumentParser
import Dispatch
import Foundation
import NMViewColor
import NMViewDiagnostics
import NMViewEngine
import NMViewLint
import NMViewPreviewServer
import NMViewStrings
import NMViewWatch

/// `nmview watch`: lints layouts on every save and, with `--serve`, previews them in a browser.
struct WatchCommand: GuardedCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Lint layouts on every save; with --serve, preview them live in a browser.",
        discussion: """
            Lints every layout once, then again whenever one is saved, printing a line per changed \
            file ('✓ ProfileCard.nmview.yaml 3 ms') or its findings. With --serve, a preview page \
            on http://127.0.0.1 lists the layouts, shows each alternative at its design size and a \
            resizable canvas with the layout the engine picks, and follows every save; a save with \
            errors shows them over the last good render. With --out, layouts without errors are \
            written as JSON like 'nmview compile' does. Saving a colour set's Contents.json in an \
            asset catalog under the watched folders or --assets lints again the layouts whose \
            asset colours it changes. Stop with Ctrl-C.

            With --lan (implies --serve), the preview is also served on this machine's address on \
            the local network, for an app on a device: every request there must carry a token made \
            for this run, which the printed URL and QR code hold; the service is advertised as \
            _nmview._tcp where dns-sd or avahi-publish is installed. Without --lan nothing listens \
            beyond loopback.

            Examples:
              nmview watch Examples
              nmview watch Layouts --serve --port 8080
              nmview watch Layouts --out App/Resources/Layouts
              nmview watch Layouts --lan
            """
    )

    @OptionGroup var options: WatchOptions

    @Flag(help: "Serve a live preview on a loopback address.")
    var serve = false

    func execute() throws { try options.run(serve: serve || options.lan) }
}

/// `nmview preview`: `nmview watch --serve`.
struct PreviewCommand: GuardedCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Preview layouts live in a browser (same as 'nmview watch --serve').",
        discussion: """
            Examples:
              nmview preview Examples
              nmview preview Layouts --port 0
            """
    )

    @OptionGroup var options: WatchOptions

    func execute() throws { try options.run(serve: true) }
}

/// The options `watch` and `preview` share.
struct WatchOptions: ParsableArguments {
    /// The port tried first when none is given; a taken one falls back to the folders' own port
    /// (``FolderPort``), then to any free port.
    static let defaultPort = LiveProtocol.defaultPort

    @Argument(help: "Layout files or directories to watch.")
    var paths: [String] = ["."]

    @Option(help: "Port of the preview (0: a free one, the same for these folders on every run if it can). Default: \(defaultPort), else as for 0.")
    var port: UInt16?

    @Option(help: "Address the preview listens on: 127.0.0.1, ::1 or localhost.")
    var host = "127.0.0.1"

    @Option(help: "Also write each layout without errors as JSON into this folder, as 'nmview compile' does.")
    var out: String?

    @Flag(help: "Also serve the preview to devices on the local network, with a token (implies --serve).")
    var lan = false

    @Option(help: ArgumentHelp(
        "With --lan, the IPv4 address to listen on. Default: this machine's likeliest Wi-Fi or Ethernet address.",
        valueName: "address"))
    var lanAddress: String?

    @Option(help: ArgumentHelp(
        "With --lan, draw the URL's QR code for a dark terminal (light text on dark), a light one, or not at all.",
        valueName: "dark|light|off"))
    var qr: QRCodeBanner.Style = .dark

    @Flag(help: "Poll for changes instead of using file system notifications (network or container mounts).")
    var poll = false

    @Option(help: ArgumentHelp(
        "Make the page's file:line:column links open this editor: vscode, cursor, idea, sublime, textmate, or a URL with {path}, {line} and {column}.",
        valueName: "editor"))
    var editor: String?

    @OptionGroup var output: OutputOptions

    @OptionGroup var assets: AssetOptions

    func validate() throws {
        guard ["127.0.0.1", "::1", "[::1]", "localhost"].contains(host) else {
            throw ValidationError("the preview serves only this machine: use --host 127.0.0.1, ::1 or localhost")
        }
        if let editor, EditorLink(editor, base: "/") == nil {
            let names = EditorLink.named.keys.sorted().map { "'\($0)'" }.joined(separator: ", ")
            throw ValidationError("unknown editor '\(editor)': use \(names), or a URL with {path}, {line} and {column}")
        }
        guard lanAddress == nil || lan else {
            throw ValidationError("--lan-address needs --lan")
        }
        guard output.format == .text else {
            throw ValidationError("watch prints text only; use 'nmview lint --format \(output.format.rawValue)' for other formats")
        }
    }

    /// Runs until SIGINT or SIGTERM. The command line is parsed on the main thread, which waits
    /// here while the session runs on Swift's concurrent executor.
    func run(serve: Bool) throws {
        let plan = WatchPlan(
            paths: paths, assets: assets.paths, port: port, host: host, out: out, poll: poll, serve: serve, lan: lan,
            lanAddress: lanAddress, qr: qr,
            editor: editor.flatMap { EditorLink($0, base: FileManager.default.currentDirectoryPath) },
            colored: output.usesColor, quiet: output.quiet)
        nonisolated(unsafe) var failure: (any Error)?
        let finished = DispatchSemaphore(value: 0)
        Task {
            do { try await plan.run() } catch { failure = error }
            finished.signal()
        }
        finished.wait()
        if let failure { throw failure }
    }
}

/// What one `watch` run does, as plain values that can cross into its task.
private struct WatchPlan: Sendable {
    var paths: [String]
    /// `--assets`: catalogs, or folders holding them, watched besides `paths`.
    var assets: [String]
    var port: UInt16?
    var host: String
    var out: String?
    var poll: Bool
    var serve: Bool
    var lan: Bool
    var lanAddress: String?
    var qr: QRCodeBanner.Style
    var editor: EditorLink?
    var colored: Bool
    var quiet: Bool

    func run() async throws {
        let folders = WatchedFolders(roots: roots(), base: FileManager.default.currentDirectoryPath)
        let state = serve ? PreviewState(editor: editor, folders: folders) : nil
        let linter = try Linter(assets: AssetCatalogIndex(extraPaths: assets))
        let session = WatchSession(linter: linter, paths: paths, out: out, colored: colored, state: state)
        let (outcome, lines, write) = await session.start()
        report(outcome)
        Reporter.write(lines, to: .standardOutput)
        await write()
        var server: PreviewServer?
        var network: NetworkPreview?
        if let state {
            let started = try await startServer(state)
            server = started
            Reporter.write("Preview: \(await started.url ?? "")\n", to: .standardOutput)
            if lan {
                network = try await NetworkPreview.start(
                    state: state, address: lanAddress, port: await started.port ?? 0,
                    fallbackPort: FolderPort.networkPort(for: roots()), qr: qr)
            }
        }
        // The catalogs beside the layouts, watched too: one in a folder above a watched one (the
        // app's Assets.xcassets above its Layouts folder) is not under it.
        let watched = (roots() + assets).map { AssetCatalogSearch.absolute($0, base: FileManager.default.currentDirectoryPath) }
        let catalogs = await session.catalogFolders().filter { catalog in
            let path = AssetCatalogSearch.absolute(catalog, base: FileManager.default.currentDirectoryPath)
            return !watched.contains { path == $0 || path.hasPrefix($0 == "/" ? "/" : $0 + "/") }
        }
        let watcher = DirectoryWatcher(
            roots: roots() + assets + catalogs, mode: poll ? .polling(interval: .milliseconds(250)) : .automatic,
            include: includer())
        watcher.onWarning = { Reporter.write("nmview: warning: \($0)\n", to: .standardError) }
        do {
            try await watcher.start { changes in await session.handle(changes) }
        } catch {
            await network?.stop()
            await server?.stop()
            Reporter.write("nmview: error: cannot watch \(paths.joined(separator: ", ")): \(error)\n", to: .standardError)
            throw ExitCode(ExitStatus.problemsFound)
        }
        Reporter.write("nmview: watching \(paths.joined(separator: ", ")) (\(watcher.activeMode)); Ctrl-C stops\n", to: .standardOutput)
        await TerminationSignal.wait()
        watcher.stop()
        await network?.stop()
        await server?.stop()
    }

    /// The first lint's findings, as `nmview lint` prints them.
    private func report(_ outcome: LintOutcome) {
        var report = outcome.report
        if quiet { report.diagnostics = report.diagnostics.filter { $0.severity == .error } }
        let sources = outcome.sources
        var text = TextDiagnosticRenderer(colored: colored, sourceText: { sources[$0] }).render(report)
        if !quiet { text += "nmview: \(outcome.report.summary)\n" }
        Reporter.write(text, to: .standardError)
    }

    /// The preview server on the port asked for, or on the default one; else, or for port 0, on
    /// the folders' own port so a restart finds the page again, and else any free port.
    private func startServer(_ state: PreviewState) async throws -> PreviewServer {
        let own = FolderPort.port(for: roots())
        let candidates: [UInt16] =
            switch port {
            case nil: [WatchOptions.defaultPort, own, 0]
            case 0?: [own, 0]
            case let asked?: [asked]
            }
        for candidate in candidates {
            let server = try PreviewServer(state: state, host: host, port: candidate)
            do {
                try await server.start()
                return server
            } catch let error as PreviewServer.StartError where candidate == port || candidate == 0 {
                Reporter.write("nmview: error: \(error)\n", to: .standardError)
                throw ExitCode(ExitStatus.problemsFound)
            } catch {
                continue
            }
        }
        throw ExitCode(ExitStatus.problemsFound)
    }

    /// The folders to watch: each folder named, and the folder of each file named.
    private func roots() -> [String] {
        var roots: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            let root = isDirectory.boolValue ? path : (path as NSString).deletingLastPathComponent
            let folder = root.isEmpty ? "." : root
            if !roots.contains(folder) { roots.append(folder) }
        }
        return roots
    }

    /// Which changed paths matter: layout files, the files named on the command line, the
    /// `Contents.json` files of asset catalogs, whose colour sets layouts name, and String
    /// Catalogs, whose strings they show.
    private func includer() -> @Sendable (String) -> Bool {
        let named = Set(paths.map(WatchSession.canonical))
        return { path in
            LayoutFileFinder.isLayoutFile((path as NSString).lastPathComponent) || AssetCatalogSearch.isCatalogFile(path)
                || StringCatalogSearch.isCatalog(path) || named.contains(WatchSession.canonical(path))
        }
    }
}
