import ArgumentParser
import NMViewEngine
import NMViewModel

/// `nmview diff`: the views whose frames change between two layouts of a file, or between two
/// revisions of a file.
struct DiffCommand: GuardedCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "List the views whose frames change between two layouts, or two revisions of a file.",
        discussion: """
            With one file, --from and --to name two of its layouts ('primary' for the main one): \
            both are laid out at one size, as the engine lays them out, and each view whose frame \
            differs is listed with both frames. That is what an app moves when it switches layouts \
            at that size, as on rotation. The size is --size, or else the --to layout's design size.

            With two files, OLD and NEW revisions of one layout file, the layout named by --layout \
            (default 'primary') is laid out at one size in each, --size or else NEW's design size \
            of that layout. Views are matched by id, or where they have none by their position \
            under their superview ('root/subviews[2]', 'keys/subviews[0]'); views whose frames \
            changed are listed, and views added and removed.

            Both sides are laid out on one screen: --safe-area gives its insets (default: each \
            layout's own), which carry the root's subviews of a layout that declares safeArea from \
            its design's safe area to the screen's. Comparing a revision that declares one with the revision \
            before shows what that moves on a device.

            Examples:
              nmview diff Examples/ProfileCard.nmview.yaml --from primary --to landscape
              nmview diff Card.nmview.yaml --from landscape --to primary --size 390x844
              nmview diff old/Card.nmview.yaml Card.nmview.yaml --layout landscape
              nmview diff Card.nmview.yaml --from primary --to landscape --safe-area 0,59,21,59
            """
    )

    @Argument(help: ArgumentHelp("A layout file, or two revisions of one (OLD NEW).", valueName: "file"))
    var files: [String]

    @Option(help: "With one file: the layout the views start in.")
    var from: String?

    @Option(help: "With one file: the layout the views go to.")
    var to: String?

    @Option(help: "With two files: the layout to compare in both (default: primary).")
    var layout: String?

    @Option(
        help: "The size both sides are laid out at, as WIDTHxHEIGHT (default: the design size of the layout compared to).",
        transform: Size.argument)
    var size: Size?

    @OptionGroup var screen: SafeAreaOptions

    @OptionGroup var output: ResultOptions

    @OptionGroup var assets: AssetOptions

    func validate() throws {
        switch files.count {
        case 1:
            guard from != nil, to != nil else {
                throw ValidationError("comparing two layouts of one file needs --from and --to")
            }
            guard layout == nil else {
                throw ValidationError("--layout goes with two files; compare the layouts of one file with --from and --to")
            }
        case 2:
            guard from == nil, to == nil else {
                throw ValidationError("--from and --to go with one file; name the layout two files are compared in with --layout")
            }
        default:
            throw ValidationError("give one layout file (with --from and --to) or two revisions of one, not \(files.count)")
        }
    }

    func execute() throws {
        let loaded = try LayoutFile.load(files, reporter: output.reporter, assets: assets)
        let comparison: FrameComparison
        if let new = loaded.last, loaded.count == 2, let old = loaded.first {
            let name = layout ?? LayoutVariant.primaryName
            let layouts = (old: try old.variant(named: name), new: try new.variant(named: name))
            let bounds = size ?? new.compiled.variants[layouts.new].size
            comparison = FrameComparison(old: old, new: new, layouts: layouts, size: bounds, safeArea: screen.safeArea)
        } else if let file = loaded.first, let from, let to {
            let (start, end) = (try file.variant(named: from), try file.variant(named: to))
            comparison = FrameComparison(
                file, from: start, to: end, size: size ?? file.compiled.variants[end].size, safeArea: screen.safeArea)
        } else {
            return
        }
        output.write(text: { comparison.text }, json: comparison)
    }
}
