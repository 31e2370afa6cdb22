import NMViewPreview

/// The body of `GET /api/patch`: how the page turns a drawing it has (at one size, of one
/// version) into the render at another size or of the current version, or `full` when it must
/// fetch the whole render (views added to the file or removed from it, or a version the server
/// no longer keeps).
struct PatchPayload: Encodable, Sendable {
    /// A moved view: its index and its group's new `transform`.
    struct Move: Encodable, Sendable {
        var index: Int
        var transform: String
    }

    /// A resized view: its index and its group drawn again, without its subviews.
    struct Redraw: Encodable, Sendable {
        var index: Int
        var svg: String
    }

    /// A view whose own drawing changed only in attribute values: its index and, for each value,
    /// the element's position in the view's own drawing (see ``RenderPatch/Attribute``), the
    /// attribute's name and its value.
    struct Adjust: Encodable, Sendable {
        struct Attribute: Encodable, Sendable {
            var element: Int
            var name: String
            var value: String
        }

        var index: Int
        var attributes: [Attribute]
    }

    /// A view coming into sight: its index, its superview's (-1 for the root's), the sibling it
    /// goes before (left out: last) and its group with its subviews'.
    struct Insert: Encodable, Sendable {
        var index: Int
        var parent: Int
        var before: Int?
        var svg: String
    }

    /// Whether the page must fetch `/api/render` instead; then the rest is empty.
    var full: Bool
    /// The layout drawn at the new size (as `/api/render`'s `X-NMView-Layout` names it).
    var layout: String
    var moved: [Move]
    var redrawn: [Redraw]
    var adjusted: [Adjust]
    var inserted: [Insert]
    /// Views leaving sight, by index.
    var removed: [Int]

    /// The payload for `patch`, or a `full` one without it.
    init(_ patch: RenderPatch?, layout: String) {
        full = patch == nil
        self.layout = layout
        moved = patch?.moved.map { Move(index: $0.index, transform: $0.transform) } ?? []
        redrawn = patch?.redrawn.map { Redraw(index: $0.index, svg: $0.svg) } ?? []
        adjusted = patch?.adjusted.map { adjust in
            Adjust(index: adjust.index, attributes: adjust.attributes.map { Adjust.Attribute(element: $0.element, name: $0.name, value: $0.value) })
        } ?? []
        inserted = patch?.inserted.map { Insert(index: $0.index, parent: $0.parent, before: $0.before, svg: $0.svg) } ?? []
        removed = patch?.removed ?? []
    }
}
