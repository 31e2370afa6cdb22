/// An image as the schema's Image defines it: an image asset by name, or an SF Symbol.
public enum ImageValue: Sendable, Hashable {
    /// An image asset of the app's bundle (`UIImage(named:)`), by a non-empty name.
    case asset(String)
    /// A system symbol (`UIImage(systemName:withConfiguration:)`).
    case symbol(SymbolImage)

    /// The image `value` writes: non-empty text names an asset, a symbol mapping a symbol; nil
    /// for anything else.
    public init?(_ value: PropertyValue) {
        switch value {
        case .string(let name):
            guard !name.isEmpty else { return nil }
            self = .asset(name)
        case .object:
            guard let symbol = SymbolImage(value) else { return nil }
            self = .symbol(symbol)
        case .number, .bool, .list:
            return nil
        }
    }
}
