import FlyingFox
import Foundation

extension PreviewRouter {
    /// A layout's views for the frames table and the inspector: class, id, mask, frame in every
    /// layout and where each was written (`?file=`).
    func views(_ items: [HTTPRequest.QueryItem]) async throws -> HTTPResponse {
        guard let file = items.first(where: { $0.name == "file" })?.value, !file.isEmpty else {
            return PreviewResponse.jsonError("missing 'file'", status: .badRequest)
        }
        guard let entry = await state.entry(for: file) else {
            return PreviewResponse.jsonError("no layout '\(file)'", status: .notFound)
        }
        guard let layout = entry.layout else {
            return PreviewResponse.jsonError("'\(file)' has not compiled yet", status: .notFound)
        }
        return try PreviewResponse.json(ViewsPayload(entry, layout: layout, editor: state.editor))
    }

    /// Every view's frame at a size and safe area, as the engine adapts them, and the layout it
    /// picks: the parameters of `/api/render` but `appearance` (a mirrored layout's frames flip
    /// with `direction`).
    func frames(_ items: [HTTPRequest.QueryItem]) async throws -> HTTPResponse {
        switch await RenderTarget.find(items, in: state) {
        case .failure(let refusal): return refusal.response
        case .success(let target):
            let bounds = target.layout.contentBounds(in: target.size)
            let frames = target.layout.frames(
                variant: target.chosen, bounds: bounds, safeArea: target.query.safeArea, direction: target.query.layoutDirection)
            let payload = FramesPayload(layout: target.layout.variants[target.chosen].name, frames: frames.map(ViewsPayload.numbers))
            return PreviewResponse.data(try payload.json(), contentType: PreviewResponse.jsonType)
        }
    }
}
