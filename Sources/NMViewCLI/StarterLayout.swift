import NMViewModel
import NMViewXIBImport

/// The file `nmview init` writes: one label inside the safe area, a design size and that size
/// turned as an alternative, each with the safe area of the device screen of that size where
/// one is known (``DeviceScreen``), and none where not. Written by the writer `import-xib` uses,
/// so the two write layouts alike.
struct StarterLayout {
    /// The design size without `--size`: a current iPhone's screen in portrait (iPhone 15 and
    /// 15 Pro, 393 × 852), whose safe area leaves 59 points at the top for the Dynamic Island
    /// and 34 at the bottom for the home indicator.
    static let sizeDefault = Size(width: 393, height: 852)
    /// The label's distance from the safe area's edges, where the layout is large enough.
    static let margin = 20.0
    /// The label's height, one line of a headline.
    static let labelHeight = 24.0

    var name: String
    var schema: String
    var size = sizeDefault

    /// The layout.
    var document: LayoutDocument {
        let safeArea = DeviceScreen.safeArea(at: size)
        let title = ViewNode(
            id: "title", viewClass: "UILabel", frame: Self.titleFrame(in: size, safeArea: safeArea),
            autoresizing: [.flexibleWidth, .flexibleBottomMargin],
            properties: ["text": .string(name), "font": .object(["textStyle": .string("headline")])])
        let root = ViewNode(properties: ["backgroundColor": .string("systemBackground")], subviews: [title])
        // New layouts flip in right-to-left languages, as an app's Auto Layout views do by default.
        var document = LayoutDocument(viewClass: name, size: size, safeArea: safeArea, layoutDirection: .mirrored, root: root)
        // The size turned; none for a square, which turned has the same aspect ratio and so could
        // never be chosen.
        if size.width != size.height {
            let turned = Size(width: size.height, height: size.width)
            let insets = DeviceScreen.safeArea(at: turned)
            document.layouts = [
                AlternativeLayout(
                    name: turned.width > turned.height ? "landscape" : "portrait", size: turned, safeArea: insets,
                    subviews: [LayoutNode(id: "title", frame: Self.titleFrame(in: turned, safeArea: insets))])
            ]
        }
        return document
    }

    /// The file's text.
    var text: String { LayoutYAMLWriter(schema: schema).text(for: document) }

    /// The label across the top of the safe area (the bounds without one), `margin` in from its
    /// edges; a narrower margin and a lower label where the area is too small for them.
    static func titleFrame(in size: Size, safeArea: EdgeInsets?) -> Rect {
        let insets = safeArea ?? EdgeInsets()
        let width = size.width - insets.left - insets.right
        let height = size.height - insets.top - insets.bottom
        let margin = min(margin, width / 4, height / 4)
        return Rect(
            x: insets.left + margin, y: insets.top + margin, width: width - 2 * margin,
            height: min(labelHeight, height - 2 * margin))
    }
}
