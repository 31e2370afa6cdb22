#if canImport(UIKit)
import NMViewModel
import UIKit

extension UIKitValues {
    /// The UIImage a layout's image means: an asset of the main bundle, or a system symbol with
    /// the configuration the layout gives. `nil` when the bundle or the system has no image of that
    /// name, which the view then shows as it shows no image, for assets and symbols alike.
    static func image(_ value: ImageValue) -> UIImage? {
        switch value {
        case .asset(let name): UIImage(named: name)
        case .symbol(let symbol): UIImage(systemName: symbol.systemName, withConfiguration: symbolConfiguration(symbol))
        }
    }

    /// A configuration of only the parts `symbol` gives, each made by its own initializer and
    /// merged with `applying(_:)`, so a part left out stays unspecified and the system's choice
    /// (or the view's preferred configuration) decides it; `nil` when no part is given.
    static func symbolConfiguration(_ symbol: SymbolImage) -> UIImage.SymbolConfiguration? {
        let parts = [
            symbol.pointSize.map { UIImage.SymbolConfiguration(pointSize: CGFloat($0)) },
            symbol.weight.map { UIImage.SymbolConfiguration(weight: symbolWeight($0)) },
            symbol.scale.map { UIImage.SymbolConfiguration(scale: symbolScale($0)) },
        ].compactMap { $0 }
        guard let first = parts.first else { return nil }
        return parts.dropFirst().reduce(first) { $0.applying($1) }
    }

    static func symbolWeight(_ value: SymbolWeight) -> UIImage.SymbolWeight {
        switch value {
        case .ultraLight: .ultraLight
        case .thin: .thin
        case .light: .light
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        case .heavy: .heavy
        case .black: .black
        }
    }

    static func symbolScale(_ value: SymbolScale) -> UIImage.SymbolScale {
        switch value {
        case .default: .default
        case .small: .small
        case .medium: .medium
        case .large: .large
        }
    }
}
#endif
