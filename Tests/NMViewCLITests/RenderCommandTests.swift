import Foundation
import Testing

/// `nmview render`: golden SVGs for the examples at their design sizes and on devices; bad
/// sizes, unknown layouts and broken files are refused cleanly.
/// Re-record with `NMVIEW_RECORD=1 swift test --filter RenderCommandTests`.
@Suite struct RenderCommandTests {
    static let golden = CommandRunner.packageRoot.appendingPathComponent("Tests/Fixtures/Render")

    static let cases: [(name: String, arguments: [String])] = [
        ("ProfileCard", ["Examples/ProfileCard.nmview.yaml"]),
        ("ProfileCard-landscape", ["Examples/ProfileCard.nmview.yaml", "--layout", "landscape"]),
        ("ProfileCard-iPhone-landscape", ["Examples/ProfileCard.nmview.yaml", "--size", "844x390"]),
        ("ProfileCard-iPhone-portrait", ["Examples/ProfileCard.nmview.yaml", "--size", "390x844"]),
        ("Keypad", ["Examples/Keypad.nmview.yaml"]),
        ("Keypad-iPad", ["Examples/Keypad.nmview.yaml", "--size", "1024x768"]),
        ("Badge", ["Examples/Badge.nmview.json"]),
        // Stack views arranged as UIKit arranges them; tables and collection views as placeholders.
        ("Lists", ["Tests/Fixtures/Render/Inputs/Lists.nmview.yaml"]),
        // Designed under an iPhone 15's Dynamic Island, drawn on an iPhone SE below its status bar.
        ("SafeAreaScreen-iPhone-SE", [safeAreaScreen, "--size", "375x667", "--safe-area", "20,0,0,0"]),
        // A table cell with a chevron: the content view is narrower by it, the chevron drawn beside it.
        ("SettingsRow", ["Tests/Fixtures/Render/Inputs/SettingsRow.nmview.yaml"]),
        // A mirrored card as Arabic or Hebrew shows it, wider than designed: flipped, text ranged right.
        ("MirroredCard-rtl", [mirroredCard, "--size", "414x200", "--layout-direction", "rtl"]),
    ]

    /// A card with `layoutDirection: mirrored` and a player kept left to right.
    static let mirroredCard = "Tests/Fixtures/RightToLeft/MirroredCard.nmview.yaml"

    /// A screen designed on an iPhone 15 whose title is 16 below the safe area's top.
    static let safeAreaScreen = "Tests/Fixtures/SafeArea/SafeAreaScreen.nmview.yaml"

    @Test(arguments: cases.map(\.name))
    func rendersTheGoldenSVG(_ name: String) async throws {
        let arguments = try #require(Self.cases.first { $0.name == name }).arguments
        try await GoldenFile.expectOutput(of: ["render"] + arguments, matches: Self.golden.appendingPathComponent("\(name).svg"))
    }

    @Test func theEngineChoosesTheLayoutForTheSize() async throws {
        let wide = try await CommandRunner.run(["render", "Examples/ProfileCard.nmview.yaml", "--size", "844x390"])
        #expect(wide.stdout.contains("data-layout=\"landscape\""))
        let tall = try await CommandRunner.run(["render", "Examples/ProfileCard.nmview.yaml", "--size", "390x844"])
        #expect(tall.stdout.contains("data-layout=\"primary\""))
        #expect(tall.stdout.contains("<title>follow</title>"))
    }

    /// --no-bounds leaves out the blue hairline around every view and nothing else: the same
    /// picture, less exactly one stroke per view.
    @Test func noBoundsLeavesOutOnlyTheOutlines() async throws {
        let outlined = try await CommandRunner.run(["render", "Examples/ProfileCard.nmview.yaml"]).stdout
        let plain = try await CommandRunner.run(["render", "Examples/ProfileCard.nmview.yaml", "--no-bounds"]).stdout
        let hairline = " stroke-width=\"0.5\""
        let views = outlined.components(separatedBy: "class=\"view\"").count - 1
        #expect(views >= 5)
        #expect(outlined.components(separatedBy: hairline).count - 1 == views)
        #expect(!plain.contains(hairline))
        let withoutStrokes = outlined.split(separator: "\n").map { written in
            var line = String(written)
            guard let range = line.range(of: hairline) else { return line }
            // The stroke colour sits right before the width.
            let stroke = line[..<range.lowerBound].range(of: " stroke=", options: .backwards)
            line.removeSubrange((stroke?.lowerBound ?? range.lowerBound)..<range.upperBound)
            return line
        }
        #expect(withoutStrokes == plain.split(separator: "\n").map(String.init))
    }

    /// The title keeps its 16 points below the safe area's top on each device, and without
    /// --safe-area the screen is the one the layout was designed for.
    @Test(arguments: [
        (["--size", "393x852", "--safe-area", "59,0,34,0"], "translate(20 75)"),
        (["--size", "375x667", "--safe-area", "20,0,0,0"], "translate(20 36)"),
        (["--size", "375x667", "--safe-area", "0,0,0,0"], "translate(20 16)"),
        (["--size", "375x667"], "translate(20 75)"),
        ([], "translate(20 75)"),
    ])
    func theRootsSubviewsFollowTheSafeArea(_ arguments: [String], _ transform: String) async throws {
        let output = try await CommandRunner.run(["render", Self.safeAreaScreen] + arguments)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("data-id=\"title\" transform=\"\(transform)\""))
        // The backdrop ignores the safe area: from the top-left corner whatever the insets.
        #expect(output.stdout.contains("data-id=\"backdrop\" transform=\"translate(0 0)\""))
    }

    /// Right to left flips a mirrored layout: the avatar 16 points from the right edge, the
    /// name's natural text ranged right; the player's content stays as written.
    @Test func rightToLeftFlipsAMirroredLayout() async throws {
        let rtl = try await CommandRunner.run(["render", Self.mirroredCard, "--layout-direction", "rtl"])
        #expect(rtl.status == 0, "\(rtl.stderr)")
        #expect(rtl.stdout.contains("data-id=\"avatar\" transform=\"translate(256 16)\""))
        #expect(rtl.stdout.contains("data-id=\"play\" transform=\"translate(8 13)\""))
        #expect(rtl.stdout.contains("text-anchor=\"end\""), "natural text ranged right")
        let ltr = try await CommandRunner.run(["render", Self.mirroredCard, "--layout-direction", "ltr"])
        #expect(ltr.stdout.contains("data-id=\"avatar\" transform=\"translate(16 16)\""))
        #expect(ltr.stdout == (try await CommandRunner.run(["render", Self.mirroredCard])).stdout, "left to right by default")
        let wrong = try await CommandRunner.run(["render", Self.mirroredCard, "--layout-direction", "up"])
        #expect(wrong.status == 64)
        #expect(wrong.stderr.contains("'up'"), "\(wrong.stderr)")
    }

    @Test(arguments: ["59,0,34", "59,0,34,0,0", "-1,0,0,0", "59;0;34;0", "top", "inf,0,0,0", " , , , "])
    func aMalformedSafeAreaIsAUsageError(_ insets: String) async throws {
        // `--safe-area=…`, so that '-1,0,0,0' is not read as an option.
        let output = try await CommandRunner.run(["render", Self.safeAreaScreen, "--safe-area=\(insets)"])
        #expect(output.status == 64)
        #expect(output.stderr.contains("write TOP,LEFT,BOTTOM,RIGHT with four numbers of 0 or more, e.g. 59,0,34,0"), "\(output.stderr)")
        #expect(output.stdout.isEmpty)
    }

    /// `--content-size` draws fonts with a text style at that Dynamic Type size, by SwiftUI's or
    /// UIKit's name; an unknown size is a usage error that suggests the closest.
    @Test func theContentSizeScalesTextStyles() async throws {
        let layout = "Tests/Fixtures/Render/Inputs/TextSizes.nmview.yaml"
        let large = try await CommandRunner.run(["render", layout])
        #expect(large.stdout.contains("font-size=\"17\""))
        for name in ["accessibility5", "accessibilityExtraExtraExtraLarge"] {
            let output = try await CommandRunner.run(["render", layout, "--content-size", name])
            #expect(output.status == 0, "\(output.stderr)")
            // The body-style label only; the others keep 17.
            #expect(output.stdout.contains("font-size=\"53\""))
            #expect(output.stdout.contains("font-size=\"17\""))
        }
        let unknown = try await CommandRunner.run(["render", layout, "--content-size", "acessibility5"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("unknown content size 'acessibility5'; did you mean 'accessibility5'?"), "\(unknown.stderr)")
    }

    @Test func writesAFileWhenAsked() async throws {
        let scratch = try Scratch()
        let path = scratch.url.appendingPathComponent("card.svg").path
        let output = try await CommandRunner.run(["render", "Examples/ProfileCard.nmview.yaml", "-o", path])
        #expect(output.status == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("<svg "))
    }

    @Test func refusesBadRequests() async throws {
        #expect(try await CommandRunner.run(["render", "Examples/Badge.nmview.json", "--size", "0x10"]).status == 64)
        #expect(try await CommandRunner.run(["render", "Examples/Badge.nmview.json", "--size", "wide"]).status == 64)
        let unknown = try await CommandRunner.run(["render", "Examples/ProfileCard.nmview.yaml", "--layout", "tilted"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("no layout named 'tilted'"))
        let typo = try await CommandRunner.run(["render", "Examples/ProfileCard.nmview.yaml", "--layout", "landscap"])
        #expect(typo.status == 64)
        #expect(typo.stderr.hasSuffix("did you mean 'landscape'?\n"))
        // A folder is not searched for layouts: it is reported, never drawn from in silence.
        let folder = try await CommandRunner.run(["render", "Examples"])
        #expect(folder.status == 1)
        #expect(folder.stderr.contains("Examples: error: 'Examples' is a directory [io.is-directory]"))
        let scratch = try Scratch()
        try scratch.write("Bad.nmview.yaml", "nmview: 1\nsize: {width: 1, height: 1}\nroot: {txt: 1}\n")
        let broken = try await CommandRunner.run(["render", "Bad.nmview.yaml"], in: scratch.url)
        #expect(broken.status == 1)
        #expect(broken.stderr.contains("unknown property 'txt'"))
        #expect(broken.stdout.isEmpty)
    }
}
