import Foundation

extension LanguageServer {
    func didOpen(_ params: DidOpenParams) {
        let item = params.textDocument
        documents[item.uri] = OpenDocument(
            uri: item.uri, path: DocumentURI.path(of: item.uri), version: item.version, text: item.text)
        // At once: a file just opened shows its findings before anything asked after it is answered.
        pendingLint?.cancel()
        lintAndPublish()
    }

    func didChange(_ params: DidChangeParams) {
        guard var document = documents[params.textDocument.uri] else { return }
        // Incremental sync, as announced: each change a range and its new text, in order.
        for change in params.contentChanges { document.apply(change) }
        document.version = params.textDocument.version ?? document.version
        documents[document.uri] = document
        scheduleLint(after: debounce)
    }

    func didClose(_ params: DocumentParams) {
        guard let document = documents.removeValue(forKey: params.textDocument.uri) else { return }
        publish(uri: document.uri, version: nil, diagnostics: [])
        // The file on disk now stands where the buffer was, and other open layouts may use it.
        pendingLint?.cancel()
        if !documents.isEmpty { lintAndPublish() }
    }

    /// Lints after `delay`, replacing a lint already waiting, so a burst of changes is linted
    /// once, after its last change.
    private func scheduleLint(after delay: DispatchTimeInterval) {
        pendingLint?.cancel()
        let work = DispatchWorkItem { [self] in lintAndPublish() }
        pendingLint = work
        queue.asyncAfter(deadline: .now() + delay, execute: work)
    }

    /// Lints the workspace with the open buffers and publishes the findings of every open document:
    /// a change to one layout can change another's (a class it composes, say).
    func lintAndPublish() {
        pendingLint = nil
        var buffers: [String: String] = [:]
        for document in documents.values { buffers[document.path] = document.text }
        lastLint.update(roots: roots, buffers: buffers)
        let lint = lastLint
        var conversion = DiagnosticConversion(texts: lint.texts)
        for document in documents.values.sorted(by: { $0.uri < $1.uri }) {
            let diagnostics = (lint.findings[document.path] ?? []).map { conversion.convert($0) }
            publish(uri: document.uri, version: document.version, diagnostics: diagnostics)
        }
    }

    private func publish(uri: String, version: Int?, diagnostics: [LSPDiagnostic]) {
        let params = PublishDiagnosticsParams(uri: uri, version: version, diagnostics: diagnostics)
        guard let value = try? LSPAny.from(params) else { return }
        send(JSONRPCOutput.notification("textDocument/publishDiagnostics", value))
    }
}
