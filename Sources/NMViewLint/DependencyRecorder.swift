import Foundation

/// The view classes one document's resolution asked for, whether or not a layout had them: a
/// class that appears later changes that document as much as one that goes away.
final class DependencyRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var names: Set<String> = []

    /// Notes that `name` was looked up.
    func record(_ name: String) {
        lock.withLock { _ = names.insert(name) }
    }

    /// Every class looked up so far.
    var recorded: Set<String> { lock.withLock { names } }
}
