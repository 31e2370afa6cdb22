import Foundation
import NMViewColor
import NMViewModel
import Testing

/// One colour set's `Contents.json` read from bytes: the notations Xcode writes, the colour
/// spaces, the appearances and idioms, and every way a file can be broken.
struct ColorSetContentsTests {
    static func set(_ entries: String) -> Data {
        Data(#"{"colors": [\#(entries)], "info": {"author": "xcode", "version": 1}}"#.utf8)
    }

    static func entry(_ components: String, space: String = "srgb", appearances: String? = nil, idiom: String = "universal") -> String {
        let list = appearances.map { #""appearances": [\#($0)], "# } ?? ""
        return #"{\#(list)"color": {"color-space": "\#(space)", "components": {\#(components)}}, "idiom": "\#(idiom)"}"#
    }

    static let dark = #"{"appearance": "luminosity", "value": "dark"}"#
    static let high = #"{"appearance": "contrast", "value": "high"}"#

    func read(_ data: Data) throws(ColorSetProblem) -> AssetColor {
        try ColorSetContents.color(named: "Test", file: "Test.colorset/Contents.json", data: data)
    }

    func close(_ a: RGBAColor?, _ b: RGBAColor, tolerance: Double = 0.0005) -> Bool {
        guard let a else { return false }
        return abs(a.red - b.red) < tolerance && abs(a.green - b.green) < tolerance && abs(a.blue - b.blue) < tolerance
            && abs(a.alpha - b.alpha) < tolerance
    }

    static let notations: [(String, Double)] = [
        ("\"0.733\"", 0.733), ("\"1.000\"", 1), ("\"204\"", 204.0 / 255), ("\"1\"", 1.0 / 255), ("\"0\"", 0),
        ("\"0xCC\"", 204.0 / 255), ("\"0xcc\"", 204.0 / 255), ("\"0x0\"", 0), ("0.5", 0.5), ("1", 1),
    ]

    @Test(arguments: notations)
    func componentNotations(written: String, value: Double) throws {
        let color = try read(Self.set(Self.entry(#""alpha": "1.000", "red": \#(written), "green": "0", "blue": "0""#)))
        #expect(abs(color.light.red - value) < 1e-9, "\(written) read as \(color.light.red)")
    }

    @Test(arguments: ["\"abc\"", "\"256\"", "\"-1\"", "\"0x100\"", "\"0x\"", "\"nan\"", "\"inf\"", "\"\"", "true", "null", "[]"])
    func componentsThatAreNoNumber(written: String) {
        #expect(throws: ColorSetProblem.self) {
            try read(Self.set(Self.entry(#""alpha": "1.000", "red": \#(written), "green": "0", "blue": "0""#)))
        }
    }

    @Test func hexLightAndFloatDark() throws {
        let color = try read(
            Self.set(
                Self.entry(#""alpha": "1.000", "blue": "0xBB", "green": "0x1C", "red": "0x43""#) + ", "
                    + Self.entry(#""alpha": "1.000", "blue": "0.733", "green": "0.110", "red": "0.263""#, appearances: Self.dark)))
        #expect(color.light.hex == "#431CBB")
        #expect(color.dark?.hex == "#431CBB")
        #expect(color.highContrastLight == nil && color.highContrastDark == nil)
        #expect(color.name == "Test" && color.file == "Test.colorset/Contents.json")
    }

    @Test func alphaIsOptionalAndKept() throws {
        let opaque = try read(Self.set(Self.entry(#""red": "0.5", "green": "0.5", "blue": "0.5""#)))
        #expect(opaque.light.alpha == 1)
        let half = try read(Self.set(Self.entry(#""alpha": "0.500", "red": "0.5", "green": "0.5", "blue": "0.5""#)))
        #expect(half.light.alpha == 0.5)
    }

    @Test func highContrastEntriesFillTheirSlots() throws {
        let color = try read(
            Self.set(
                [
                    Self.entry(#""red": "0x43", "green": "0x1C", "blue": "0xBB""#),
                    Self.entry(#""red": "0x8A", "green": "0x6C", "blue": "0xF0""#, appearances: Self.dark),
                    Self.entry(#""red": "0x2A", "green": "0x0E", "blue": "0x80""#, appearances: Self.high),
                    Self.entry(#""red": "0xB9", "green": "0xA6", "blue": "0xFF""#, appearances: Self.dark + ", " + Self.high),
                ].joined(separator: ", ")))
        #expect(color.color(.light).hex == "#431CBB")
        #expect(color.color(.dark).hex == "#8A6CF0")
        #expect(color.color(.light, highContrast: true).hex == "#2A0E80")
        #expect(color.color(.dark, highContrast: true).hex == "#B9A6FF")
    }

    /// "Any, Light, Dark": light mode takes the light entry; the any entry is for what has neither.
    @Test func aLightEntryWinsOverAnyInLightMode() throws {
        let light = #"{"appearance": "luminosity", "value": "light"}"#
        let color = try read(
            Self.set(
                Self.entry(#""red": "0x11", "green": "0x11", "blue": "0x11""#) + ", "
                    + Self.entry(#""red": "0x22", "green": "0x22", "blue": "0x22""#, appearances: light)))
        #expect(color.light.hex == "#222222")
        #expect(color.dark?.hex == "#111111")
    }

    @Test func universalWinsOverIPhoneWhichWinsOverOthers() throws {
        let ipad = Self.entry(#""red": "0x01", "green": "0", "blue": "0""#, idiom: "ipad")
        let iphone = Self.entry(#""red": "0x02", "green": "0", "blue": "0""#, idiom: "iphone")
        let universal = Self.entry(#""red": "0x03", "green": "0", "blue": "0""#)
        #expect(try read(Self.set([ipad, iphone, universal].joined(separator: ", "))).light.hex == "#030000")
        #expect(try read(Self.set([ipad, iphone].joined(separator: ", "))).light.hex == "#020000")
        #expect(try read(Self.set([ipad].joined(separator: ", "))).light.hex == "#010000")
    }

    @Test func aSystemReferenceResolvesForItsAppearance() throws {
        let reference = #"{"appearances": [\#(Self.dark)], "color": {"platform": "ios", "reference": "systemGray2Color"}, "idiom": "universal"}"#
        let color = try read(Self.set(Self.entry(#""red": "1.000", "green": "1.000", "blue": "1.000""#) + ", " + reference))
        #expect(color.dark == SystemColors.dark(.systemGray2))
        let light = try read(Self.set(#"{"color": {"reference": "labelColor"}, "idiom": "universal"}"#))
        #expect(light.light == SystemColors.light(.label))
        #expect(throws: ColorSetProblem.unknownReference(slot: "any", name: "controlAccentColor")) {
            try read(Self.set(#"{"color": {"reference": "controlAccentColor"}, "idiom": "universal"}"#))
        }
    }

    @Test func displayP3IsConvertedToSRGB() throws {
        // White and grey are the same in both spaces (both D65, the same transfer function).
        let white = try read(Self.set(Self.entry(#""red": "1.000", "green": "1.000", "blue": "1.000""#, space: "display-p3")))
        #expect(close(white.light, RGBAColor(red: 1, green: 1, blue: 1)))
        // P3's red is outside sRGB: the commonly cited linear matrix's first column, through the curve.
        let red = try read(Self.set(Self.entry(#""red": "1.000", "green": "0.000", "blue": "0.000""#, space: "display-p3")))
        func encode(_ v: Double) -> Double { v < 0 ? -encode(-v) : (v > 0.0031308 ? 1.055 * pow(v, 1 / 2.4) - 0.055 : 12.92 * v) }
        #expect(close(red.light, RGBAColor(red: encode(1.2249), green: encode(-0.0421), blue: encode(-0.0196)), tolerance: 0.002))
        #expect(red.light.hexRGB == "#FF0000", "clamped for drawing")
    }

    @Test func greyAndLinearSpaces() throws {
        let gray = try read(Self.set(Self.entry(#""alpha": "0.500", "white": "0.500""#, space: "extended-gray")))
        #expect(close(gray.light, RGBAColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5)))
        // Gamma 2.2 mid-grey is a touch lighter on sRGB's curve.
        let gamma = try read(Self.set(Self.entry(#""white": "0.500""#, space: "gray-gamma-22")))
        #expect(abs(gamma.light.red - 0.5038) < 0.001, "\(gamma.light.red)")
        let linear = try read(Self.set(Self.entry(#""red": "0.214", "green": "0.0", "blue": "1.0""#, space: "extended-linear-srgb")))
        #expect(abs(linear.light.red - 0.5) < 0.001 && abs(linear.light.blue - 1) < 1e-9)
        let extended = try read(Self.set(Self.entry(#""red": "1.100", "green": "-0.100", "blue": "0.5""#, space: "extended-srgb")))
        #expect(extended.light.red == 1.1 && extended.light.green == -0.1)
    }

    static let broken: [(String, Data, ColorSetProblem)] = [
        ("not JSON", Data("{\"colors\": [".utf8), ColorSetProblem.notJSON),
        ("a list", Data("[]".utf8), .notJSON),
        ("no colors", Data(#"{"info": {}}"#.utf8), .noColors),
        ("empty colors", Data(#"{"colors": []}"#.utf8), .noColors),
        ("only dark", set(entry(#""red": "0", "green": "0", "blue": "0""#, appearances: dark)), .noAnyAppearance),
        ("no color", set(#"{"idiom": "universal"}"#), .malformedEntry(slot: "any")),
        ("unknown space", set(entry(#""red": "0", "green": "0", "blue": "0""#, space: "cmyk")), .unknownColorSpace(slot: "any", name: "cmyk")),
        ("no space", set(#"{"color": {"components": {}}, "idiom": "universal"}"#), .missingColorSpace(slot: "any")),
        ("no green", set(entry(#""red": "0", "blue": "0""#)), .missingComponent(slot: "any", component: "green")),
        ("no white", set(entry(#""red": "0", "green": "0", "blue": "0""#, space: "extended-gray")), .missingComponent(slot: "any", component: "white")),
        ("bad dark", set(entry(#""red": "0", "green": "0", "blue": "0""#) + ", " + entry(#""red": "x", "green": "0", "blue": "0""#, appearances: dark)),
         .badComponent(slot: "dark", component: "red", text: "x")),
    ]

    @Test(arguments: broken)
    func brokenSetsSayWhy(_ name: String, data: Data, problem: ColorSetProblem) {
        #expect(throws: problem, "\(name)") { try read(data) }
    }

    @Test func hostileFilesAreRefusedBeforeParsing() {
        let deep = Data((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)
        #expect(throws: ColorSetProblem.tooDeep(limit: AssetCatalogLimits.default.maxJSONDepth)) { try read(deep) }
        let open = Data(String(repeating: "{\"a\":", count: 100_000).utf8)
        #expect(throws: ColorSetProblem.tooDeep(limit: AssetCatalogLimits.default.maxJSONDepth)) { try read(open) }
        // Brackets inside strings do not count.
        let quoted = Self.set(Self.entry(#""red": "0", "green": "0", "blue": "0""#).replacingOccurrences(of: "universal", with: String(repeating: "[", count: 100)))
        #expect((try? read(quoted)) != nil)
        var limits = AssetCatalogLimits.default
        limits.maxFileBytes = 10
        #expect(throws: ColorSetProblem.tooLarge(limit: 10)) {
            try ColorSetContents.color(named: "T", file: "f", data: Self.set(""), limits: limits)
        }
    }

    @Test func messagesNameTheFile() {
        let message = ColorSetProblem.missingComponent(slot: "dark", component: "green").message(file: "A.xcassets/B.colorset/Contents.json")
        #expect(message == "the dark entry of 'A.xcassets/B.colorset/Contents.json' lacks the component 'green'")
        #expect(ColorSetProblem.notJSON.message(file: "f") == "'f' is not a JSON object")
    }
}
