#if canImport(UIKit)
import NMViewModel
import UIKit

extension UIKitValues {
    /// The UIColor a layout's colour means. Named colours are UIKit's own objects, so the system
    /// ones resolve for the trait collection they are drawn in and dark mode works; the table is
    /// a `switch` rather than a selector looked up by name, so every name the format allows is
    /// known to exist.
    static func color(_ value: ColorValue) -> UIColor {
        switch value {
        case .rgba(let red, let green, let blue, let alpha):
            UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
        case .named(let name):
            color(named: name)
        }
    }

    static func color(named name: ColorName) -> UIColor {
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
