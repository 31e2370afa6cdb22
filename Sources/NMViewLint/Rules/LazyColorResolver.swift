import Foundation
import NMViewColor

/// A document's colour resolver, made the first time a rule asks for it: finding and reading
/// the asset catalogs beside a layout costs folder listings and file reads, which a document
/// whose rules never resolve a colour should not pay. Remembers whether it was asked, so that a workspace knows which files
/// a change of the catalogs can change.
final class LazyColorResolver: @unchecked Sendable {
    private let lock = NSLock()
    private var make: (@Sendable () -> ColorResolver)?
    private var made: ColorResolver?

    /// A resolver given up front.
    init(_ resolver: ColorResolver) {
        made = resolver
    }

    /// A resolver made by `make` when first asked for.
    init(_ make: @escaping @Sendable () -> ColorResolver) {
        self.make = make
    }

    /// The resolver, made now if it was not yet.
    var value: ColorResolver {
        lock.withLock {
            if let made { return made }
            let resolver = make?() ?? ColorResolver()
            made = resolver
            make = nil
            return resolver
        }
    }

    /// The resolver if a rule asked for it; nil if none did.
    var requested: ColorResolver? { lock.withLock { made } }
}
