import FlyingFox
import NMViewEngine
import NMViewModel
import NMViewPreview

extension PreviewRouter {
    /// How the canvas drawn at `fromWidth`×`fromHeight` becomes the render at a new size: the
    /// parameters of `/api/render` plus the size drawn, its safe area (`fromSafeArea`, written as
    /// `safeArea` is; by default the layout's own) and, when the drawing is of an earlier version
    /// of the file, that version's hash (`fromHash`, as the events name it). A resize, a save or
    /// another device's safe area then costs the page the views that changed, not a new SVG of
    /// every view (see ``SVGRenderer/patch(_:from:safeArea:to:safeArea:variant:appearance:direction:previous:)``).
    /// A version the server no longer keeps is answered `full`.
    func patch(_ items: [HTTPRequest.QueryItem]) async -> HTTPResponse {
        let target: RenderTarget
        switch await RenderTarget.find(items, in: state) {
        case .failure(let refusal): return refusal.response
        case .success(let found): target = found
        }
        var parameters: [String: String] = [:]
        for item in items where parameters[item.name] == nil { parameters[item.name] = item.value }
        var from: [Double] = []
        for key in ["fromWidth", "fromHeight"] {
            switch RenderQuery.side(key, in: parameters) {
            case .failure(let error): return PreviewResponse.jsonError(error.message, status: .badRequest)
            case .success(nil): return PreviewResponse.jsonError("missing '\(key)'", status: .badRequest)
            case .success(let value?): from.append(value)
            }
        }
        let fromSafeArea: EdgeInsets?
        switch RenderQuery.insets("fromSafeArea", in: parameters) {
        case .failure(let error): return PreviewResponse.jsonError(error.message, status: .badRequest)
        case .success(let insets): fromSafeArea = insets
        }
        let chosen = target.layout.variants[target.chosen].name
        // The version drawn: another than the last when the page's drawing predates a save.
        var previous: CompiledLayout?
        if let hash = parameters["fromHash"], hash != target.entry.compiledHash {
            guard let earlier = target.entry.layout(hash: hash) else { return Self.patchResponse(PatchPayload(nil, layout: chosen)) }
            previous = earlier
        }
        let patch = target.renderer.patch(
            target.layout, from: Size(width: from[0], height: from[1]), safeArea: fromSafeArea, to: target.size,
            safeArea: target.query.safeArea, variant: target.query.variant == nil ? nil : target.chosen,
            appearance: target.query.appearance, direction: target.query.layoutDirection, previous: previous)
        return Self.patchResponse(PatchPayload(patch, layout: chosen))
    }

    /// `payload` as the route's JSON response.
    static func patchResponse(_ payload: PatchPayload) -> HTTPResponse {
        PreviewResponse.data(payload.json(), contentType: PreviewResponse.jsonType)
    }
}
