import Foundation
import NMViewColor
import NMViewLint
import NMViewStrings

/// The `nmview lsp` language server: reads framed JSON-RPC messages, answers them and publishes
/// every open layout's findings, as `nmview lint` makes them.
///
/// A class, for identity: one server holds the open documents of one editor session. All its state
/// is touched only on its own serial queue, never on Swift concurrency's pool: linting a large
/// workspace takes a while, and the queue's thread may block on it and on writing to the client.
public final class LanguageServer: @unchecked Sendable {
    /// What the server writes: each framed message in order.
    public typealias Output = @Sendable (Data) -> Void

    let queue = DispatchQueue(label: "nmview.lsp")
    let send: Output
    private let exit: @Sendable (Int32) -> Void
    let debounce: DispatchTimeInterval
    let version: String
    let linter: Linter
    let catalog: SchemaCatalog

    private var decoder = FrameDecoder()
    private var initialized = false
    /// Whether the client lets the server ask it to watch files (`client/registerCapability`).
    private var canRegisterWatchers = false
    private var shutDown = false
    private var exited = false
    var roots: [String] = []
    var documents: [String: OpenDocument] = [:]
    var pendingLint: DispatchWorkItem?
    /// The workspace as last linted; empty before the first lint.
    var lastLint: WorkspaceLint

    /// A server that writes its messages to `send`, ends through `exit` with the protocol's exit
    /// code, and lints `debounce` after the last change of a burst of typing; `assets` are asset
    /// catalogs (or folders holding them) whose colour sets layouts may name besides their
    /// project's, as `--assets` gives them.
    public init(
        version: String, debounce: DispatchTimeInterval = .milliseconds(200), assets: [String] = [],
        send: @escaping Output, exit: @escaping @Sendable (Int32) -> Void
    ) throws {
        self.version = version
        self.debounce = debounce
        self.send = send
        self.exit = exit
        self.linter = try Linter(assets: AssetCatalogIndex(extraPaths: assets))
        self.lastLint = WorkspaceLint(linter: linter)
        self.catalog = try SchemaCatalog.bundled()
    }

    /// Takes bytes as they arrive from the client; complete messages are handled in order.
    public func receive(_ bytes: Data) {
        queue.async { [self] in
            guard !exited else { return }
            do {
                for body in try decoder.append(bytes) { handle(body) }
            } catch {
                // The framing is lost: nothing after this can be read, so end as if stdin closed.
                log("nmview lsp: \(error)")
                finish(code: 1)
            }
        }
    }

    /// The client closed the stream: ends the server, successfully only after `shutdown`.
    public func endOfInput() {
        queue.async { [self] in finish(code: shutDown ? 0 : 1) }
    }

    private func finish(code: Int32) {
        guard !exited else { return }
        exited = true
        pendingLint?.cancel()
        exit(code)
    }

    private func handle(_ body: Data) {
        let message: JSONRPCMessage
        do {
            message = try JSONRPCMessage.decode(body)
        } catch {
            send(JSONRPCOutput.error(id: .null, JSONRPCError(code: JSONRPCError.parseError, message: "not a JSON-RPC message")))
            return
        }
        guard let method = message.method else { return }  // a response: this server asks nothing
        guard let id = message.id else {
            notify(method, message)
            return
        }
        do {
            send(JSONRPCOutput.result(id: id, try respond(method, message)))
        } catch {
            send(JSONRPCOutput.error(id: id, error))
        }
    }

    private func respond(_ method: String, _ message: JSONRPCMessage) throws(JSONRPCError) -> LSPAny {
        if method == "initialize" {
            guard !initialized else { throw JSONRPCError(code: JSONRPCError.invalidRequest, message: "already initialized") }
            initialized = true
            roots = Self.roots(of: message.params)
            let watching = message.params?["capabilities"]?["workspace"]?["didChangeWatchedFiles"]
            canRegisterWatchers = watching?["dynamicRegistration"] == .bool(true)
            return capabilities
        }
        guard initialized else { throw JSONRPCError(code: JSONRPCError.serverNotInitialized, message: "not initialized") }
        guard !shutDown else { throw JSONRPCError(code: JSONRPCError.invalidRequest, message: "shut down") }
        switch method {
        case "shutdown":
            shutDown = true
            pendingLint?.cancel()
            return .null
        case "textDocument/completion": return try completion(message.params(as: PositionParams.self))
        case "textDocument/hover": return try hover(message.params(as: PositionParams.self))
        case "textDocument/definition": return try definition(message.params(as: PositionParams.self))
        case "textDocument/documentSymbol": return try documentSymbols(message.params(as: DocumentParams.self))
        case "textDocument/codeAction": return codeActions(try message.params(as: CodeActionParams.self))
        default: throw JSONRPCError(code: JSONRPCError.methodNotFound, message: "unknown method '\(method)'")
        }
    }

    private func notify(_ method: String, _ message: JSONRPCMessage) {
        if method == "exit" {
            finish(code: shutDown ? 0 : 1)
            return
        }
        guard initialized, !shutDown else { return }
        do {
            switch method {
            case "initialized": registerCatalogWatcher()
            case "workspace/didChangeWatchedFiles": didChangeWatchedFiles(message.params)
            case "textDocument/didOpen": didOpen(try message.params(as: DidOpenParams.self))
            case "textDocument/didChange": didChange(try message.params(as: DidChangeParams.self))
            case "textDocument/didClose": didClose(try message.params(as: DocumentParams.self))
            default: break  // $/cancelRequest, $/setTrace and the like need nothing
            }
        } catch {
            log("nmview lsp: \(error.message)")
        }
    }

    private var capabilities: LSPAny {
        .object([
            "capabilities": .object([
                "positionEncoding": .string("utf-16"),
                // Incremental: a keystroke sends its range and text, not the whole buffer again.
                "textDocumentSync": .object(["openClose": .bool(true), "change": .number(2)]),
                "completionProvider": .object(["triggerCharacters": .array([.string(":"), .string(" ")])]),
                "hoverProvider": .bool(true),
                "definitionProvider": .bool(true),
                "documentSymbolProvider": .bool(true),
                "codeActionProvider": .object(["codeActionKinds": .array([.string("quickfix")])]),
            ]),
            "serverInfo": .object(["name": .string("nmview"), "version": .string(version)]),
        ])
    }

    /// Asks the client to report saves of asset catalogs' `Contents.json` files, whose colour sets
    /// layouts name, and of String Catalogs, whose keys they use, when it lets servers ask; the
    /// answer needs no reading.
    private func registerCatalogWatcher() {
        guard canRegisterWatchers else { return }
        let watchers: [LSPAny] = [
            .object(["globPattern": .string("**/*.xcassets/**/Contents.json")]),
            .object(["globPattern": .string("**/*.xcstrings")]),
        ]
        let registration: LSPAny = .object([
            "id": .string("nmview-asset-catalogs"), "method": .string("workspace/didChangeWatchedFiles"),
            "registerOptions": .object(["watchers": .array(watchers)]),
        ])
        send(JSONRPCOutput.request(
            id: .string("nmview-register-catalogs"), "client/registerCapability",
            .object(["registrations": .array([registration])])))
    }

    /// Files changed on disk: when one is part of an asset catalog or is a String Catalog, the
    /// catalogs are read again and the open layouts linted again, since their asset colours or
    /// their strings may have changed.
    private func didChangeWatchedFiles(_ params: LSPAny?) {
        guard case .array(let changes)? = params?["changes"] else { return }
        let paths = changes.compactMap { $0["uri"]?.stringValue }.map(DocumentURI.path(of:))
        let assets = paths.contains(where: AssetCatalogSearch.isCatalogFile)
        let strings = paths.contains(where: StringCatalogSearch.isCatalog)
        guard assets || strings else { return }
        if assets { lastLint.assetCatalogsChanged() }
        if strings { lastLint.stringCatalogsChanged() }
        pendingLint?.cancel()
        if !documents.isEmpty { lintAndPublish() }
    }

    /// The workspace folders, else the root URI, else the root path of `initialize`.
    private static func roots(of params: LSPAny?) -> [String] {
        if case .array(let folders)? = params?["workspaceFolders"], !folders.isEmpty {
            return folders.compactMap { $0["uri"]?.stringValue }.map(DocumentURI.path(of:))
        }
        if let uri = params?["rootUri"]?.stringValue { return [DocumentURI.path(of: uri)] }
        if let path = params?["rootPath"]?.stringValue { return [path] }
        return []
    }

    /// Writes a line to stderr: stdout carries only the protocol's frames.
    func log(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
