import Foundation
import NMViewPreview

/// The body of `GET /api/patch`: how the page turns a drawing it has (at one size, of one
/// version) into the render at another size or of the current version, or `full` when it must
/// fetch the whole render (views added to the file or removed from it, or a version the server
/// no longer keeps). Each part is written as ``RenderPatch`` names it: `moved` (index,
/// transform), `redrawn` (index, svg), `adjusted` (index, attributes: element, name, value),
/// `inserted` (index, parent, before when not last, svg) and `removed` (indexes). Written by
/// ``json()`` with the bytes `JSONEncoder` gives: the encoder took a fifth of a patch's server
/// time, the direct writer a twentieth.
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

    /// The payload as compact JSON with sorted keys, what ``JSONCoding/encode(_:)`` gives.
    func json() -> Data {
        let drawings = redrawn.reduce(0) { $0 + $1.svg.utf8.count + 32 } + inserted.reduce(0) { $0 + $1.svg.utf8.count + 48 }
        var text = JSONText(capacity: 64 + drawings + moved.count * 48 + adjusted.count * 96 + removed.count * 6)
        text.raw("{\"adjusted\":")
        text.list(adjusted) { text, view in
            text.raw("{\"attributes\":")
            text.list(view.attributes) { text, change in
                text.raw("{\"element\":")
                text.integer(change.element)
                text.raw(",\"name\":")
                text.string(change.name)
                text.raw(",\"value\":")
                text.string(change.value)
                text.raw("}")
            }
            text.raw(",\"index\":")
            text.integer(view.index)
            text.raw("}")
        }
        text.raw(full ? ",\"full\":true,\"inserted\":" : ",\"full\":false,\"inserted\":")
        text.list(inserted) { text, view in
            if let before = view.before {
                text.raw("{\"before\":")
                text.integer(before)
                text.raw(",\"index\":")
            } else {
                text.raw("{\"index\":")
            }
            text.integer(view.index)
            text.raw(",\"parent\":")
            text.integer(view.parent)
            text.raw(",\"svg\":")
            text.string(view.svg)
            text.raw("}")
        }
        text.raw(",\"layout\":")
        text.string(layout)
        text.raw(",\"moved\":")
        text.list(moved) { text, move in
            text.raw("{\"index\":")
            text.integer(move.index)
            text.raw(",\"transform\":")
            text.string(move.transform)
            text.raw("}")
        }
        text.raw(",\"redrawn\":")
        text.list(redrawn) { text, view in
            text.raw("{\"index\":")
            text.integer(view.index)
            text.raw(",\"svg\":")
            text.string(view.svg)
            text.raw("}")
        }
        text.raw(",\"removed\":")
        text.list(removed) { text, index in text.integer(index) }
        text.raw("}")
        return text.data
    }
}
