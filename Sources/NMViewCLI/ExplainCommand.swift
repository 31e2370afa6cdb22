import ArgumentParser
import NMViewEngine
import NMViewModel

/// `nmview explain`: which layout the engine picks for a size and why, and where the views go.
struct ExplainCommand: GuardedCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Show which layout the engine picks for a size, why, and where each view goes.",
        discussion: """
            Lists every layout with its design size, its aspect ratio and its distance from the \
            size's aspect ratio, |ln(w/h) − ln(wi/hi)|, as the engine measures it. The closest \
            wins; of layouts equally close (within \(LayoutSelector.tieTolerance)) the one declared \
            first, the primary before every alternative, and explain names the layouts it tied with.

            With --frames, also lists each view (by id, or by its position under its superview \
            such as 'root/subviews[2]'), its design frame in the chosen layout, its frame at the \
            size, and what moved it: the autoresizing flags, 'grid' when a grid placed it, '—' \
            when it stayed. A root subview of a layout that declares safeArea is carried from the \
            design's safe rectangle to the screen's, whose insets --safe-area gives (by default \
            the layout's own); where that puts it elsewhere than its mask alone would, 'moved by' \
            names both rectangles (x, y, width, height): 'safe area (0, 20, 375, 647) from (0, 59, \
            393, 759)'. A file with errors has its diagnostics printed, as lint does, and exits 1.

            Examples:
              nmview explain Examples/ProfileCard.nmview.yaml --size 844x390
              nmview explain Examples/Keypad.nmview.yaml --size 1024x768 --frames
              nmview explain Card.nmview.yaml --size 375x667 --safe-area 20,0,0,0 --frames
              nmview explain Examples/ProfileCard.nmview.yaml --size 400x400 --format json
            """
    )

    @Argument(help: "The layout file.")
    var file: String

    @Option(help: ArgumentHelp(Size.argumentHelp), transform: Size.argument)
    var size: Size

    @OptionGroup var screen: SafeAreaOptions

    @Flag(help: "Also list each view's design frame, its frame at the size, and what moved it.")
    var frames = false

    @OptionGroup var output: ResultOptions

    @OptionGroup var assets: AssetOptions

    func execute() throws {
        let loaded = try LayoutFile.load(file, reporter: output.reporter, assets: assets)
        let explanation = Explanation(loaded, size: size, safeArea: screen.safeArea, frames: frames)
        output.write(text: { explanation.text }, json: explanation)
    }
}
