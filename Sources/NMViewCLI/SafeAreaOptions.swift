import ArgumentParser
import NMViewModel
import NMViewPreview

/// `--safe-area TOP,LEFT,BOTTOM,RIGHT`, shared by `render`, `explain` and `diff`: the safe-area
/// insets of the screen a layout is laid out on, which move the root's subviews of a layout that
/// declares `safeArea` (and nothing of one that does not). Without it, the layout's own: the
/// screen is the device it was designed for. The order is UIEdgeInsets's, as the preview's
/// `safeArea` parameter has it too.
struct SafeAreaOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The screen's safe-area insets, as TOP,LEFT,BOTTOM,RIGHT in points, e.g. 59,0,34,0 for an iPhone 15 in portrait (default: the layout's own safeArea).",
            valueName: "insets"),
        transform: Self.argument)
    var safeArea: EdgeInsets?

    /// `59,0,34,0` → top 59, left 0, bottom 34, right 0; a usage error unless four numbers of 0
    /// or more.
    static func argument(_ text: String) throws -> EdgeInsets {
        guard let insets = EdgeInsets(list: text) else {
            throw ValidationError("write TOP,LEFT,BOTTOM,RIGHT with four numbers of 0 or more, e.g. 59,0,34,0")
        }
        return insets
    }
}
