import NMViewColor
import NMViewModel

/// The colours a text and what lies behind it end up as on the screen.
extension ContrastScene {
    /// The opaque colours of text view `layers.first` and of what lies behind it, in
    /// `appearance`; nil when a colour cannot be resolved (an asset colour no catalog has).
    ///
    /// Painting follows Core Animation: each view is a group, its background under its subviews,
    /// and its alpha fades the whole group (iOS's default group opacity), which is then painted
    /// over what its superview painted before it. The root's group lies over the window's
    /// systemBackground. The text is painted over its own view's background (and a text field's
    /// box), so the text colour is taken after compositing it over that.
    func measure(
        _ layers: [BackdropFinder.Layer], text: ContrastText, appearance: Appearance, colors: ColorResolver
    ) -> (text: RGBAColor, background: RGBAColor)? {
        guard let own = layers.first, let ink = colors.resolve(text.color, appearance),
            var back = content(of: own, appearance, colors)
        else { return nil }
        if let fill = text.fill {
            guard let box = colors.resolve(fill, appearance) else { return nil }
            back = box.composited(over: back)
        }
        var front = ink.composited(over: back)
        let ownAlpha = alpha(own.view)
        back.alpha *= ownAlpha
        front.alpha *= ownAlpha
        for level in layers.dropFirst() {
            guard let below = content(of: level, appearance, colors) else { return nil }
            // The chain above is inside the level's group, so its alpha fades both together.
            let levelAlpha = alpha(level.view)
            back = back.composited(over: below)
            front = front.composited(over: below)
            back.alpha *= levelAlpha
            front.alpha *= levelAlpha
        }
        let window = SystemColors.color(.systemBackground, appearance)
        return (front.composited(over: window), back.composited(over: window))
    }

    /// What `layer` paints over a clear background before its alpha fades it: its background,
    /// then its subviews' groups; nil when a colour in it cannot be resolved.
    private func content(of layer: BackdropFinder.Layer, _ appearance: Appearance, _ colors: ColorResolver) -> RGBAColor? {
        var result = Self.clear
        if layer.showsOwn, let background = background(layer.view) {
            guard let color = colors.resolve(background, appearance) else { return nil }
            result = color
        }
        for subview in layer.subviews {
            guard var color = content(of: subview, appearance, colors) else { return nil }
            color.alpha *= alpha(subview.view)
            result = color.composited(over: result)
        }
        return result
    }

    private static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
}
