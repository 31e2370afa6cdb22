/// A colour as Core Graphics holds it: its components, with no notion of light or dark. Declared
/// here because Linux's Foundation has no CoreGraphics colours; a test reads ``components``.
// SDK: CoreGraphics/CGColor.h — typedef struct CF_BRIDGED_TYPE(id) CGColor *CGColorRef;
// (imported into Swift as the class CGColor; Hashable like every CF type; Sendable: unconfirmed)
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The components: red, green, blue and alpha, or white and alpha for a grey colour.
    // SDK: CoreGraphics/CGColor.h — CGColorGetComponents (Swift: var components: [CGFloat]? { get })
    public let components: [CGFloat]?

    /// A colour in the sRGB colour space.
    // SDK: CoreGraphics/CGColor.h — CGColorCreateSRGB API_AVAILABLE(ios(13.0))
    // (Swift: init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat))
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// A colour in the generic grey colour space.
    // SDK: CoreGraphics/CGColor.h — CGColorCreateGenericGray API_AVAILABLE(ios(13.0))
    // (Swift: init(gray: CGFloat, alpha: CGFloat))
    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, alpha]
    }

    /// How many components the colour has, alpha included.
    // SDK: CoreGraphics/CGColor.h — CGColorGetNumberOfComponents (Swift: var numberOfComponents: Int { get })
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The alpha component.
    // SDK: CoreGraphics/CGColor.h — CGColorGetAlpha (Swift: var alpha: CGFloat { get })
    public var alpha: CGFloat { components?.last ?? 0 }

    /// Equal when the components are equal, as CFEqual compares colours.
    // SDK: CoreFoundation — CF types are Equatable through CFEqual.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.components == rhs.components
    }

    /// Hashes the components, as CFHash does.
    // SDK: CoreFoundation — CF types are Hashable through CFHash.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(components)
    }

    /// The components, for test failure messages.
    public var description: String {
        "CGColor(\((components ?? []).map { String(describing: $0) }.joined(separator: ", ")))"
    }
}
