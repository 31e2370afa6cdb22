/// The name of an Objective-C method. Linux has no Objective-C runtime, so a selector here is its
/// name and nothing more; ``UIResponder/responds(to:)`` and ``UIResponder/_interfaceCheckPerform(_:sender:)``
/// stand in for the runtime's lookup and dispatch.
// SDK: ObjectiveC overlay (ObjectiveC.swift) — public struct Selector : ExpressibleByStringLiteral,
// with Equatable, Hashable and CustomStringConvertible in extensions. Sendable: unconfirmed.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    let name: String

    /// The selector named `str`, such as `"buttonTapped:"`.
    // SDK: ObjectiveC overlay — public init(_ str: String)
    public init(_ str: String) {
        name = str
    }

    /// The selector named by a string literal.
    // SDK: ObjectiveC overlay — public init(stringLiteral value: String)
    public init(stringLiteral value: String) {
        name = value
    }

    /// The selector's name.
    // SDK: ObjectiveC overlay — public var description: String { get }
    public var description: String { name }
}

/// The selector with the given name.
// SDK: Foundation/NSObjCRuntime.h — FOUNDATION_EXPORT SEL NSSelectorFromString(NSString *aSelectorName);
// (Swift: func NSSelectorFromString(_ aSelectorName: String) -> Selector)
public func NSSelectorFromString(_ aSelectorName: String) -> Selector {
    Selector(aSelectorName)
}

/// The name of a selector.
// SDK: Foundation/NSObjCRuntime.h — FOUNDATION_EXPORT NSString *NSStringFromSelector(SEL aSelector);
// (Swift: func NSStringFromSelector(_ aSelector: Selector) -> String)
public func NSStringFromSelector(_ aSelector: Selector) -> String {
    aSelector.name
}
