import ArgumentParser
import Foundation
import NMViewColor
import NMViewEngine
import NMViewModel
import NMViewPreview
import NMViewStrings

/// `nmview render`: draws a layout as SVG at a size, with the engine's choice and autoresizing.
struct RenderCommand: GuardedCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a layout as SVG at a size, as the engine lays it out on a device.",
        discussion: """
            Without --layout or --size, draws the primary layout at its design size. With --size, \
            the engine picks the layout closest in aspect ratio and adapts the frames by their \
            autoresizing masks; --layout forces one layout (at its design size unless --size is \
            given too). With --safe-area, a layout that declares safeArea has its root's subviews \
            carried from its design's safe area to the one those insets leave, as on a device; \
            without it, the screen is taken to have the layout's own insets. \
            Views are rectangles in their background colours, labels and buttons show their text, \
            image views a placeholder; each view's id is its tooltip. Fonts with a text style are \
            drawn at --content-size, the Dynamic Type text size (large by default). Asset colours are drawn \
            from the catalogs beside the layout (in its folder and those above it, up to its \
            project's root) and those given with --assets. With --language, localized text is             drawn from the String Catalogs found the same way (or given with --strings) in that             language, or in the source language where it has no translation; 'pseudo' draws the             pseudo-language (accented, 40% longer, bracketed), for text that will not fit.

            Examples:
              nmview render Examples/ProfileCard.nmview.yaml -o card.svg
              nmview render Examples/ProfileCard.nmview.yaml --size 844x390 -o landscape.svg
              nmview render Card.nmview.yaml --size 375x667 --safe-area 20,0,0,0 -o se.svg
              nmview render Examples/Keypad.nmview.yaml --layout landscape
              nmview render Examples/ProfileCard.nmview.yaml --appearance dark -o dark.svg
              nmview render Examples/ProfileCard.nmview.yaml --no-bounds -o device.svg
              nmview render Examples/ProfileCard.nmview.yaml --content-size accessibility5 -o ax5.svg
              nmview render Layouts/Card.nmview.yaml --assets App/Assets.xcassets -o card.svg
              nmview render Examples/SignInViewController.nmview.yaml --language de -o de.svg
              nmview render Examples/SignInViewController.nmview.yaml --language pseudo
            """
    )

    @Argument(help: "The layout file to draw.")
    var file: String

    @Option(help: "The layout to draw, by name ('primary' for the main one).")
    var layout: String?

    @Option(help: ArgumentHelp(Size.argumentHelp), transform: Size.argument)
    var size: Size?

    @OptionGroup var screen: SafeAreaOptions

    @Option(help: "Resolve system and asset colours (label, systemBackground, a colour set's dark entry…) for 'light' or 'dark' mode.")
    var appearance: Appearance = .light

    @Option(
        help: ArgumentHelp(
            "Lay the layout out for a user interface that reads 'ltr' (left to right) or 'rtl' (right to left, as in Arabic or Hebrew): a layout with 'layoutDirection: mirrored' is drawn flipped. By default the --language's direction, else left to right.",
            valueName: "direction"))
    var layoutDirection: LayoutDirection?

    @Option(
        help: ArgumentHelp(
            "Draw localized text in this language from the layout's String Catalogs ('de', 'ar'…), or 'pseudo' for the pseudo-language.",
            valueName: "code"))
    var language: String?

    @Option(help: ContentSizeCategory.argumentHelp, transform: ContentSizeCategory.argument)
    var contentSize: ContentSizeCategory = .default

    @Flag(
        inversion: .prefixedNo,
        help: "Outline every view's bounds in translucent blue, as Interface Builder does; --no-bounds draws only what the device shows.")
    var bounds = true

    @Option(name: .shortAndLong, help: "Write the SVG here instead of to standard output.")
    var output: String?

    @OptionGroup var reporting: OutputOptions

    @OptionGroup var assets: AssetOptions

    func execute() throws {
        let loaded = try LayoutFile.load(file, reporter: Reporter(options: reporting, strict: false), assets: assets)
        let variant = try layout.map { try loaded.variant(named: $0) }
        let drawnSize = size ?? loaded.compiled.variants[variant ?? 0].size
        let renderer = SVGRenderer(
            colors: loaded.colors, showsBounds: bounds, contentSize: contentSize, text: loaded.strings.lookup(language: language),
            language: language)
        let direction = layoutDirection ?? language.map { LayoutDirection(language: $0) } ?? .leftToRight
        let svg = renderer.render(
            loaded.compiled, size: drawnSize, safeArea: screen.safeArea, variant: variant, appearance: appearance,
            direction: direction)
        if let output {
            try AtomicFile.write(Data(svg.utf8), to: output, replacing: true)
        } else {
            FileHandle.standardOutput.write(Data(svg.utf8))
        }
    }
}

extension Appearance: ExpressibleByArgument {}

extension LayoutDirection: ExpressibleByArgument {}
