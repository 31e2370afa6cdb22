import NMViewModel

/// A device screen whose safe-area insets are known: its size in portrait, its insets in each
/// orientation (full-screen app, status bar shown), and the ids Interface Builder names it by in
/// `<device id="…">`. `nmview import-xib` takes a xib's safe area from it when the xib stores no
/// frame for its safe-area guide, and `nmview init` gives its starter the safe area of its size.
///
/// Apple publishes no table of safe-area insets. The values are those of the project's Apple
/// platform facts (apple-platform-facts.md, section 2, "Safe area insets"), where public sources agree:
/// a CSDN table of iPhone insets (blog.csdn.net/weixin_37543822/article/details/135525139),
/// measurements at csl.cool/2023/09/15/ios-dev/ios-layout-adaptation, and
/// Tencent/QMUI_iOS's QMUIHelper.m. The Interface Builder ids are only those seen in public xibs
/// at that screen's size: `retina4_7` at 375 × 667, `retina6_12` at 393 × 852, `retina6_3` at
/// 402 × 874. Others (the Pro Max and iPad ids) were not confirmed, so a xib naming them gets no
/// safe area and a warning rather than a guess.
public struct DeviceScreen: Sendable, Hashable {
    /// The device, for people.
    public var name: String
    /// The screen's size in portrait, in points.
    public var portrait: Size
    /// The safe-area insets in portrait.
    public var portraitSafeArea: EdgeInsets
    /// The safe-area insets in landscape (the screen `portrait` turned).
    public var landscapeSafeArea: EdgeInsets
    /// The ids of `<device id="…">` in xibs designed on it.
    public var interfaceBuilderIDs: [String]

    /// Every screen whose insets are known, smallest first.
    public static let known: [DeviceScreen] = [
        // iPhone SE (2nd and 3rd generation) and 8: status bar only, hidden in landscape.
        DeviceScreen(
            name: "iPhone SE", portrait: Size(width: 375, height: 667), portraitSafeArea: EdgeInsets(top: 20),
            landscapeSafeArea: EdgeInsets(), interfaceBuilderIDs: ["retina4_7"]),
        // iPhone 15 and 15 Pro (and 14 Pro): Dynamic Island and home indicator.
        DeviceScreen(
            name: "iPhone 15", portrait: Size(width: 393, height: 852), portraitSafeArea: EdgeInsets(top: 59, bottom: 34),
            landscapeSafeArea: EdgeInsets(left: 59, bottom: 21, right: 59), interfaceBuilderIDs: ["retina6_12"]),
        DeviceScreen(
            name: "iPhone 16 Pro", portrait: Size(width: 402, height: 874), portraitSafeArea: EdgeInsets(top: 62, bottom: 34),
            landscapeSafeArea: EdgeInsets(left: 62, bottom: 21, right: 62), interfaceBuilderIDs: ["retina6_3"]),
        DeviceScreen(
            name: "iPhone 15 Pro Max", portrait: Size(width: 430, height: 932), portraitSafeArea: EdgeInsets(top: 59, bottom: 34),
            landscapeSafeArea: EdgeInsets(left: 59, bottom: 21, right: 59), interfaceBuilderIDs: []),
        // iPads with a home indicator: the same insets in both orientations (no direct Apple source).
        DeviceScreen(
            name: "iPad 10th generation", portrait: Size(width: 820, height: 1180),
            portraitSafeArea: EdgeInsets(top: 24, bottom: 20), landscapeSafeArea: EdgeInsets(top: 24, bottom: 20),
            interfaceBuilderIDs: []),
        DeviceScreen(
            name: "iPad Pro 11-inch", portrait: Size(width: 834, height: 1194),
            portraitSafeArea: EdgeInsets(top: 24, bottom: 20), landscapeSafeArea: EdgeInsets(top: 24, bottom: 20),
            interfaceBuilderIDs: []),
    ]

    /// A screen with every field named.
    public init(
        name: String, portrait: Size, portraitSafeArea: EdgeInsets, landscapeSafeArea: EdgeInsets, interfaceBuilderIDs: [String]
    ) {
        self.name = name
        self.portrait = portrait
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.interfaceBuilderIDs = interfaceBuilderIDs
    }

    /// The known screen Interface Builder calls `id`, if any.
    public static func named(interfaceBuilderID id: String) -> DeviceScreen? {
        known.first { $0.interfaceBuilderIDs.contains(id) }
    }

    /// The insets of this screen at `size`: its portrait size or that turned; `nil` for any other.
    public func safeArea(at size: Size) -> EdgeInsets? {
        if size == portrait { return portraitSafeArea }
        if size == Size(width: portrait.height, height: portrait.width) { return landscapeSafeArea }
        return nil
    }

    /// The insets of the known screen of `size`, in either orientation, if there is one.
    public static func safeArea(at size: Size) -> EdgeInsets? {
        known.lazy.compactMap { $0.safeArea(at: size) }.first
    }
}
