import FlyingFox
import NMViewEngine
import NMViewModel

/// What a request for a layout at a size (`/api/render`, `/api/frames`) names, checked: the
/// layout's entry, its last good layout, the size and the layout the engine picks (or the one
/// forced with `variant`), for the root's bounds: a table cell's content view is narrower by its
/// accessory.
struct RenderTarget {
    var query: RenderQuery
    var entry: PreviewEntry
    var layout: CompiledLayout
    var size: Size
    var chosen: Int

    /// Why a request names nothing to draw, with the JSON error it gets.
    struct Refusal: Error {
        var response: HTTPResponse
        init(_ message: String, status: HTTPStatusCode) {
            response = PreviewResponse.jsonError(message, status: status)
        }
    }

    /// The target `items` name (the first of each repeated parameter counts), or why none.
    static func find(_ items: [HTTPRequest.QueryItem], in state: PreviewState) async -> Result<RenderTarget, Refusal> {
        var parameters: [String: String] = [:]
        for item in items where parameters[item.name] == nil { parameters[item.name] = item.value }
        let query: RenderQuery
        switch RenderQuery.parse(parameters) {
        case .failure(let error): return .failure(Refusal(error.message, status: .badRequest))
        case .success(let parsed): query = parsed
        }
        guard let entry = await state.entry(for: query.file) else {
            return .failure(Refusal("no layout '\(query.file)'", status: .notFound))
        }
        guard let layout = entry.layout else {
            return .failure(Refusal("'\(query.file)' has not compiled yet", status: .notFound))
        }
        var forced: Int?
        if let name = query.variant {
            guard let index = layout.variants.firstIndex(where: { $0.name == name }) else {
                return .failure(Refusal("no layout named '\(name)' in '\(query.file)'", status: .notFound))
            }
            forced = index
        }
        let size = query.size(design: layout.variants[forced ?? 0].size)
        return .success(
            RenderTarget(
                query: query, entry: entry, layout: layout, size: size,
                chosen: forced ?? layout.variantIndex(for: layout.contentBounds(in: size))))
    }
}
