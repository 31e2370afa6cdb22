import Foundation

/// A value made the first time a rule asks for it, then shared by every rule of the document:
/// what several rules need but most documents never ask for is worked out at most once.
final class LazyValue<Value: Sendable>: @unchecked Sendable {
    private enum State {
        case pending(@Sendable () -> Value)
        case made(Value)
    }

    private let lock = NSLock()
    private var state: State

    /// A value `make` makes when first asked for.
    init(_ make: @escaping @Sendable () -> Value) {
        state = .pending(make)
    }

    /// The value, made now if it was not yet.
    var value: Value {
        lock.withLock {
            switch state {
            case .made(let value):
                return value
            case .pending(let make):
                let value = make()
                state = .made(value)
                return value
            }
        }
    }
}
