#if canImport(UIKit)
import NMViewModel
import UIKit

extension UIKitValues {
    /// An asset colour the bundle's asset catalogs lack.
    struct AssetColorNotFound: Error {
        /// The colour set's name, as the layout writes it.
        let name: String
    }

    /// The UIColor a layout's colour means; throws for an asset colour that `bundle`'s asset
    /// catalogs lack. Named colours are UIKit's own objects, so the system ones resolve for the
    /// trait collection they are drawn in and dark mode works; asset colours are loaded without a
    /// trait collection, which makes them dynamic in the same way.
    ///
    /// Nonisolated, so that a pair's provider block is too: UIKit may resolve a colour off the main
    /// thread, and a block formed in main-actor code would trap there in Swift 6's runtime checks.
    nonisolated static func color(_ value: ColorValue, in bundle: Bundle) throws(AssetColorNotFound) -> UIColor {
        switch value {
        case .rgba(let red, let green, let blue, let alpha):
            return UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
        case .named(let name):
            return color(named: name)
        case .asset(let name):
            guard let color = UIColor(named: name, in: bundle, compatibleWith: nil) else { throw AssetColorNotFound(name: name) }
            return color
        case .appearances(let light, let dark):
            return try pair(light: color(light, in: bundle), dark: color(dark, in: bundle))
        }
    }

    /// A colour that is `light` unless the appearance is dark, each side resolved for the same
    /// traits, so that a side that is dynamic itself (an asset or system colour) adapts too.
    private nonisolated static func pair(light: UIColor, dark: UIColor) -> UIColor {
        UIColor { traits in (traits.userInterfaceStyle == .dark ? dark : light).resolvedColor(with: traits) }
    }

    /// UIKit's colour of that name: a `switch` rather than a selector looked up by name, so every
    /// name the format allows is known to exist.
    nonisolated static func color(named name: ColorName) -> UIColor {
        switch name {
        case .clear: .clear
        case .black: .black
        case .white: .white
        case .gray: .gray
        case .darkGray: .darkGray
        case .lightGray: .lightGray
        case .red: .red
        case .green: .green
        case .blue: .blue
        case .cyan: .cyan
        case .yellow: .yellow
        case .magenta: .magenta
        case .orange: .orange
        case .purple: .purple
        case .brown: .brown
        case .systemRed: .systemRed
        case .systemGreen: .systemGreen
        case .systemBlue: .systemBlue
        case .systemOrange: .systemOrange
        case .systemYellow: .systemYellow
        case .systemPink: .systemPink
        case .systemPurple: .systemPurple
        case .systemTeal: .systemTeal
        case .systemIndigo: .systemIndigo
        case .systemMint: .systemMint
        case .systemCyan: .systemCyan
        case .systemBrown: .systemBrown
        case .systemGray: .systemGray
        case .systemGray2: .systemGray2
        case .systemGray3: .systemGray3
        case .systemGray4: .systemGray4
        case .systemGray5: .systemGray5
        case .systemGray6: .systemGray6
        case .label: .label
        case .secondaryLabel: .secondaryLabel
        case .tertiaryLabel: .tertiaryLabel
        case .quaternaryLabel: .quaternaryLabel
        case .systemBackground: .systemBackground
        case .secondarySystemBackground: .secondarySystemBackground
        case .tertiarySystemBackground: .tertiarySystemBackground
        case .systemGroupedBackground: .systemGroupedBackground
        case .secondarySystemGroupedBackground: .secondarySystemGroupedBackground
        case .tertiarySystemGroupedBackground: .tertiarySystemGroupedBackground
        case .systemFill: .systemFill
        case .secondarySystemFill: .secondarySystemFill
        case .tertiarySystemFill: .tertiarySystemFill
        case .quaternarySystemFill: .quaternarySystemFill
        case .placeholderText: .placeholderText
        case .separator: .separator
        case .opaqueSeparator: .opaqueSeparator
        case .link: .link
        case .tintColor: .tintColor
        }
    }
}
#endif
