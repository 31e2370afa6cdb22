import Foundation

/// The colour spaces a colour set's entry may be written in (`"color-space"`), each turned into
/// the sRGB that tools compute with. The names are Xcode's, as its colour panel writes them.
public enum AssetColorSpace: String, Sendable, CaseIterable {
    /// sRGB, components 0 to 1.
    case srgb
    /// sRGB with components beyond 0…1 for colours outside its gamut (Xcode's "Extended Range sRGB").
    case extendedSRGB = "extended-srgb"
    /// Extended sRGB without the transfer function: linear light.
    case extendedLinearSRGB = "extended-linear-srgb"
    /// Display P3: the wider gamut of recent iPhones, with sRGB's transfer function.
    case displayP3 = "display-p3"
    /// Grey with a 2.2 gamma (Core Graphics' Generic Gray Gamma 2.2): `white` and `alpha`.
    case grayGamma22 = "gray-gamma-22"
    /// Extended-range grey (`UIColor(white:alpha:)`'s space), on sRGB's curve: `white` and `alpha`.
    case extendedGray = "extended-gray"

    /// Whether entries in this space have a `white` component instead of `red`, `green` and `blue`.
    public var isGray: Bool { self == .grayGamma22 || self == .extendedGray }

    /// The sRGB of `red`, `green` and `blue` written in this space (for a grey space, pass `white`
    /// three times); values outside 0…1 stay outside, as extended sRGB keeps them.
    public func sRGB(red: Double, green: Double, blue: Double) -> (red: Double, green: Double, blue: Double) {
        switch self {
        case .srgb, .extendedSRGB, .extendedGray:
            return (red, green, blue)
        case .extendedLinearSRGB:
            return (Self.encode(red), Self.encode(green), Self.encode(blue))
        case .grayGamma22:
            // Through linear light: 2.2 is a pure power curve, sRGB's is not.
            func encoded(_ value: Double) -> Double { Self.encode(Self.signed(value) { pow($0, 2.2) }) }
            return (encoded(red), encoded(green), encoded(blue))
        case .displayP3:
            let linear = [Self.decode(red), Self.decode(green), Self.decode(blue)]
            let m = Self.displayP3ToLinearSRGB
            let mixed = (0..<3).map { row in (0..<3).reduce(0.0) { $0 + m[row][$1] * linear[$1] } }
            return (Self.encode(mixed[0]), Self.encode(mixed[1]), Self.encode(mixed[2]))
        }
    }

    /// Linear-light Display P3 to linear-light sRGB: CSS Color Module Level 4's `lin_P3_to_XYZ`
    /// followed by its `XYZ_to_lin_sRGB`, both D65, as the spec's sample code writes them
    /// (https://www.w3.org/TR/css-color-4/#color-conversion-code). Kept as the two rational
    /// matrices the spec gives, multiplied once, so the numbers can be checked against it.
    static let displayP3ToLinearSRGB: [[Double]] = {
        let p3ToXYZ: [[Double]] = [
            [608_311.0 / 1_250_200, 189_793.0 / 714_400, 198_249.0 / 1_000_160],
            [35_783.0 / 156_275, 247_089.0 / 357_200, 198_249.0 / 2_500_400],
            [0.0 / 1, 32_229.0 / 714_400, 5_220_557.0 / 5_000_800],
        ]
        let xyzToSRGB: [[Double]] = [
            [12_831.0 / 3_959, -329.0 / 214, -1_974.0 / 3_959],
            [-851_781.0 / 878_810, 1_648_619.0 / 878_810, 36_519.0 / 878_810],
            [705.0 / 12_673, -2_585.0 / 12_673, 705.0 / 667],
        ]
        return (0..<3).map { row in
            (0..<3).map { column in (0..<3).reduce(0.0) { $0 + xyzToSRGB[row][$1] * p3ToXYZ[$1][column] } }
        }
    }()

    /// sRGB's transfer function, linear light to encoded, extended to negative values by symmetry
    /// (CSS Color 4's `gam_sRGB`; IEC 61966-2-1 for 0…1).
    static func encode(_ linear: Double) -> Double {
        signed(linear) { $0 > 0.0031308 ? 1.055 * pow($0, 1 / 2.4) - 0.055 : 12.92 * $0 }
    }

    /// sRGB's inverse transfer function, encoded to linear light (CSS Color 4's `lin_sRGB`).
    static func decode(_ encoded: Double) -> Double {
        signed(encoded) { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
    }

    /// `curve` applied to the magnitude of `value`, keeping its sign.
    private static func signed(_ value: Double, _ curve: (Double) -> Double) -> Double {
        value < 0 ? -curve(-value) : curve(value)
    }
}
