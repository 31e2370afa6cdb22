import NMViewPreview

/// The body of `GET /api/patch`: how the page turns a drawing it has (at one size, of one
/// version) into the render at another size or of the current version, or `full` when it must
/// fetch the whole render (views added to the file or removed from it, or a version the server
/// no longer keeps). Each part is written as ``RenderPatch`` names it: `moved` (index,
/// transform), `redrawn` (index, svg), `adjusted` (index, attributes: element, name, value),
/// `inserted` (index, parent, before when not last, svg) and `removed` (indexes).
struct PatchPayload: Encodable, Sendable {
    /// Whether the page must fetch `/api/render` instead; then the rest is empty.
    var full: Bool
    /// The layout drawn at the new size (as `/api/render`'s `X-NMView-Layout` names it).
    var layout: String
    var moved: [RenderPatch.Move]
    var redrawn: [RenderPatch.Redraw]
    var adjusted: [RenderPatch.Adjust]
    var inserted: [RenderPatch.Insert]
    var removed: [Int]

    /// The payload for `patch`, or a `full` one without it.
    init(_ patch: RenderPatch?, layout: String) {
        full = patch == nil
        self.layout = layout
        moved = patch?.moved ?? []
        redrawn = patch?.redrawn ?? []
        adjusted = patch?.adjusted ?? []
        inserted = patch?.inserted ?? []
        removed = patch?.removed ?? []
    }
}
