extension LanguageServer {
    func completion(_ params: PositionParams) throws(JSONRPCError) -> LSPAny {
        guard let document = documents[params.textDocument.uri] else { return .null }
        var provider = CompletionProvider(catalog: catalog, workspaceClasses: lastLint.subviewClasses)
        provider.assetColors = linter.assets.colors(forLayoutAt: document.path)
        let items = provider.complete(text: document.text, path: document.path, at: params.position)
        return .object(["isIncomplete": .bool(false), "items": try encoded(items)])
    }

    func hover(_ params: PositionParams) throws(JSONRPCError) -> LSPAny {
        guard let document = documents[params.textDocument.uri],
            let hover = HoverProvider(
                catalog: catalog, colors: linter.assets.resolver(forLayoutAt: document.path),
                strings: linter.strings.tables(forLayoutAt: document.path))
                .hover(text: document.text, path: document.path, at: params.position)
        else { return .null }
        return .object([
            "contents": .object(["kind": .string("markdown"), "value": .string(hover.markdown)]),
            "range": try encoded(hover.range),
        ])
    }

    func definition(_ params: PositionParams) throws(JSONRPCError) -> LSPAny {
        guard let document = documents[params.textDocument.uri] else { return .null }
        let finder = DefinitionFinder(classes: lastLint.classes)
        guard let location = finder.definition(text: document.text, uri: document.uri, path: document.path, at: params.position)
        else { return .null }
        return try encoded(location)
    }

    func documentSymbols(_ params: DocumentParams) throws(JSONRPCError) -> LSPAny {
        guard let document = documents[params.textDocument.uri] else { return .null }
        return try encoded(DocumentOutline().symbols(text: document.text, path: document.path))
    }

    private func encoded(_ value: some Encodable) throws(JSONRPCError) -> LSPAny {
        do {
            return try LSPAny.from(value)
        } catch {
            throw JSONRPCError(code: JSONRPCError.internalError, message: "cannot encode the result: \(error)")
        }
    }
}
