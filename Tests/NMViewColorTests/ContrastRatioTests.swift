import NMViewColor
import Testing

struct ContrastRatioTests {
    @Test func blackOnWhiteIsTwentyOneToOne() {
        #expect(ContrastRatio.between(RGBAColor(0x000000), RGBAColor(0xFFFFFF)) == 21)
        #expect(ContrastRatio.between(RGBAColor(0xFFFFFF), RGBAColor(0xFFFFFF)) == 1)
    }

    // Reference values as WebAIM's contrast checker (webaim.org/resources/contrastchecker) gives them.
    @Test(arguments: [
        (0x777777 as UInt32, 0xFFFFFF as UInt32, 4.48),
        (0x767676, 0xFFFFFF, 4.54),
        (0x007AFF, 0xFFFFFF, 4.02),
    ])
    func matchesPublishedRatios(foreground: UInt32, background: UInt32, ratio: Double) {
        let measured = ContrastRatio.between(RGBAColor(foreground), RGBAColor(background))
        #expect(abs(measured - ratio) < 0.01, "\(measured)")
    }

    @Test func orderDoesNotMatter() {
        let (a, b) = (RGBAColor(0x3C3C43), RGBAColor(0xF2F2F7))
        #expect(ContrastRatio.between(a, b) == ContrastRatio.between(b, a))
    }

    @Test func compositingBlendsByAlpha() {
        // secondaryLabel (#3C3C43 at 60%) over white.
        let composited = RGBAColor(0x3C3C43, alpha: 0.6).composited(over: RGBAColor(0xFFFFFF))
        #expect(composited.alpha == 1)
        #expect(composited.hex == "#8A8A8E")
        // Transparent over anything is that thing.
        #expect(RGBAColor(0xFF0000, alpha: 0).composited(over: RGBAColor(0x123456)) == RGBAColor(0x123456))
    }

    @Test func hexWritesAlphaOnlyWhenTranslucent() {
        #expect(RGBAColor(0x1C1C1E).hex == "#1C1C1E")
        #expect(RGBAColor(0x1C1C1E, alpha: 0.5).hex == "#1C1C1E80")
        #expect(RGBAColor(red: 1.2, green: -0.1, blue: 0.5).hexRGB == "#FF0080")
    }
}
