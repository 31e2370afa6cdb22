#if canImport(UIKit)
import Foundation
import NMViewModel

extension UIKitValues {
    /// The text a layout's text means on this device: as written, or looked up for the user's
    /// language in `bundle`'s string tables (its `.xcstrings` String Catalogs compiled, or
    /// `.strings` files) with `Bundle.localizedString(forKey:value:table:)`, which returns the
    /// source text given as `value` where the table has no entry for the key.
    nonisolated static func text(_ value: TextValue, in bundle: Bundle) -> String {
        value.text { localized in bundle.localizedString(forKey: localized.key, value: localized.source, table: localized.table) }
    }
}
#endif
