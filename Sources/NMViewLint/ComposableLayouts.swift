import Foundation
import NMViewModel

/// The layouts of one lint run by view class, as the resolver composes them into others: only
/// those whose numbers are all finite, since compiled JSON cannot hold the others.
///
/// Whether a layout's numbers are finite is a walk over all of it, so it is worked out only for
/// the classes some view actually uses, once each.
final class ComposableLayouts: @unchecked Sendable {
    private let byClass: [String: LayoutDocument]
    private let lock = NSLock()
    private var finite: [String: Bool] = [:]

    /// The layouts of `byClass`, with what is already known of their numbers (by class) from an
    /// earlier run over the same documents, so that a workspace works it out once per version.
    init(_ byClass: [String: LayoutDocument], knownFinite: [String: Bool] = [:]) {
        self.byClass = byClass
        self.finite = knownFinite
    }

    /// Whether each class asked about so far may be composed.
    var knownFinite: [String: Bool] { lock.withLock { finite } }

    /// The layout of `viewClass`, if the run has one that may be composed.
    func document(for viewClass: String) -> LayoutDocument? {
        guard let document = byClass[viewClass] else { return nil }
        let isFinite = lock.withLock { () -> Bool in
            if let known = finite[viewClass] { return known }
            let answer = document.hasOnlyFiniteNumbers
            finite[viewClass] = answer
            return answer
        }
        return isFinite ? document : nil
    }
}
