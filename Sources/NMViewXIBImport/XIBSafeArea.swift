import NMViewDiagnostics
import NMViewModel

/// The safe areas of a xib's layouts. Xcode gives a top-level view of a xib that uses safe areas
/// a guide, `<viewLayoutGuide key="safeArea" id="…"/>`, and stores no frame for it: IB works the
/// guide out from the simulated device (`<device id="retina6_12" orientation="portrait"/>` at the
/// top of the document). So the insets are taken from the guide's frame where one is stored,
/// else from the device, when it is a ``DeviceScreen`` whose insets are known and the view is its
/// screen's size; otherwise the layout gets no safe area, with a warning that says why.
struct XIBSafeArea {
    /// The xib's path, for findings.
    var path: String
    /// The simulated device the document names, if any.
    var deviceID: String?
    /// Layouts whose guide gave no insets.
    var findings: [Diagnostic] = []

    /// The safe area for the reader of the xib at `path` whose root element is `document`.
    init(path: String, document: XIBElement) {
        self.path = path
        deviceID = document.child(named: "device")?["id"]
    }

    /// The insets of the layout `element` describes at `size`, called `what` in findings: from its
    /// safe-area guide; or, for an alternative of a layout with a safe area (`implied`), from the
    /// device even without a guide of its own. `nil` for a view without a guide.
    mutating func insets(of element: XIBElement, size: Size, describing what: String, implied: Bool = false) -> EdgeInsets? {
        let guide = element.child(key: "safeArea", named: "viewLayoutGuide")
        guard guide != nil || implied else { return nil }
        let at = SourceLocation(file: path, line: (guide ?? element).line, column: (guide ?? element).column)
        if let frame = guide?.child(key: "frame", named: "rect").flatMap(ViewTreeConverter.rect) {
            // A side IB computed as a difference may come out a rounding error below 0.
            let side = { (value: Double) in abs(value) < 1e-6 ? 0 : value }
            let insets = EdgeInsets(
                top: side(frame.y), left: side(frame.x), bottom: side(size.height - frame.y - frame.height),
                right: side(size.width - frame.x - frame.width))
            guard [insets.top, insets.left, insets.bottom, insets.right].allSatisfy({ $0.isFinite && $0 >= 0 }) else {
                report("its safe-area guide, \(YAMLText.frame(frame)), is not inside its \(Self.size(size)) bounds", what, at: at)
                return nil
            }
            return insets
        }
        guard let deviceID else {
            report("the xib stores no frame for its safe-area guide and names no simulated device", what, at: at)
            return nil
        }
        guard let device = DeviceScreen.named(interfaceBuilderID: deviceID) else {
            report("the xib stores no frame for its safe-area guide, and the insets of its simulated device '\(deviceID)' are not known", what, at: at)
            return nil
        }
        guard let insets = device.safeArea(at: size) else {
            report(
                "its \(Self.size(size)) size is not the screen of its simulated device '\(deviceID)' (\(device.name), \(Self.size(device.portrait)))",
                what, at: at)
            return nil
        }
        return insets
    }

    private mutating func report(_ why: String, _ what: String, at location: SourceLocation) {
        findings.append(
            .warning(
                XIBDiagnosticID.safeArea, "the safe area of \(what) is not carried over: \(why); add safeArea to the layout by hand",
                at: location))
    }

    private static func size(_ size: Size) -> String {
        "\(YAMLText.number(size.width)) × \(YAMLText.number(size.height))"
    }

    /// Sets `ignoresSafeArea` on each subview of the root whose frame reaches past the safe area
    /// of a layout that declares one. IB cannot have constrained such a view to the safe area, so
    /// it follows the superview's edges (a full-bleed background, a header under the status bar);
    /// without the flag the engine would carry it with the safe area, and lint would warn.
    static func markFullBleedViews(in document: inout LayoutDocument) {
        var layouts: [(size: Size, insets: EdgeInsets, frames: [String: Rect])] = []
        if let insets = document.safeArea { layouts.append((document.size, insets, [:])) }
        for layout in document.layouts {
            guard let insets = layout.safeArea else { continue }
            // The entries for the root's subviews are the layout's own, written with their ids.
            var frames: [String: Rect] = [:]
            for entry in layout.subviews {
                if let id = entry.id, let frame = entry.frame { frames[id] = frame }
            }
            layouts.append((layout.size, insets, frames))
        }
        guard !layouts.isEmpty else { return }
        for index in document.root.subviews.indices {
            let view = document.root.subviews[index]
            guard let primary = view.frame else { continue }
            let reaches = layouts.contains { layout in
                let frame = view.id.flatMap { layout.frames[$0] } ?? primary
                return reachesPast(frame, size: layout.size, insets: layout.insets)
            }
            if reaches { document.root.subviews[index].ignoresSafeArea = true }
        }
    }

    /// Whether `frame`, meeting the bounds of `size` with some area, reaches past the safe area
    /// `insets` leaves of them: as lint's rule.outside-safe-area decides, which the importer's
    /// tests hold it to by linting what it writes.
    static func reachesPast(_ frame: Rect, size: Size, insets: EdgeInsets) -> Bool {
        let maxX = frame.x + frame.width, maxY = frame.y + frame.height
        guard frame.width > 0, frame.height > 0, frame.x < size.width, frame.y < size.height, maxX > 0, maxY > 0 else {
            return false
        }
        return frame.y < insets.top || frame.x < insets.left || maxY > size.height - insets.bottom
            || maxX > size.width - insets.right
    }
}
