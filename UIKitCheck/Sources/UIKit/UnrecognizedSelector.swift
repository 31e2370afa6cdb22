/// Stub-only, not in the SDK: a selector sent to an object that does not implement it. On a
/// device the Objective-C runtime raises `NSInvalidArgumentException` and the app crashes; here it
/// is recorded, and a test must fail on it.
public struct UnrecognizedSelector: Sendable, CustomStringConvertible, Error {
    /// The receiver's dynamic class.
    public let receiverClass: String
    /// The selector it does not implement.
    public let selector: Selector

    /// The runtime's own message: `-[NMView buttonTapped:]: unrecognized selector sent to instance`.
    public var description: String {
        "-[\(receiverClass) \(selector)]: unrecognized selector sent to instance"
    }
}
