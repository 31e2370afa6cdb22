import NMViewColor
import NMViewModel
import Testing

struct ColorResolverTests {
    static let brand = AssetColor(
        name: "Brand", light: RGBAColor(0x431CBB), dark: RGBAColor(0x8A6CF0), highContrastDark: RGBAColor(0xB9A6FF),
        file: "Assets.xcassets/Brand.colorset/Contents.json")
    static let resolver = ColorResolver(assets: AssetColors(colors: ["Brand": brand]))

    @Test func systemColoursFollowTheAppearance() {
        #expect(Self.resolver.resolve(.named(.label), .light) == RGBAColor(0x000000))
        #expect(Self.resolver.resolve(.named(.label), .dark) == RGBAColor(0xFFFFFF))
        // A fixed colour is the same in both.
        #expect(Self.resolver.resolve(.named(.white), .dark) == RGBAColor(0xFFFFFF))
    }

    @Test func assetColoursComeFromTheCatalog() {
        #expect(Self.resolver.resolve(.asset("Brand"), .light) == RGBAColor(0x431CBB))
        #expect(Self.resolver.resolve(.asset("Brand"), .dark) == RGBAColor(0x8A6CF0))
        #expect(Self.resolver.resolve(.asset("Brand"), .dark, highContrast: true) == RGBAColor(0xB9A6FF))
        // No high-contrast light entry: the light one, as UIKit falls back.
        #expect(Self.resolver.resolve(.asset("Brand"), .light, highContrast: true) == RGBAColor(0x431CBB))
        #expect(Self.resolver.resolve(.asset("Missing"), .light) == nil)
    }

    @Test func aSetWithoutDarkIsLightInDark() {
        let plain = AssetColor(name: "Plain", light: RGBAColor(0x112233), file: "x")
        #expect(plain.color(.dark) == RGBAColor(0x112233))
    }

    @Test func pairsPickTheirSide() throws {
        let pair = try #require(ColorValue(.object(["light": .string("#FFFFFF"), "dark": .string("Brand")])))
        #expect(Self.resolver.resolve(pair, .light) == RGBAColor(0xFFFFFF))
        #expect(Self.resolver.resolve(pair, .dark) == RGBAColor(0x8A6CF0))
    }
}
