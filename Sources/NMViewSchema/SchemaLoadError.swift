/// Why a schema could not be loaded: not JSON, a keyword the validator does not implement, a
/// `$ref` it cannot resolve, or a malformed keyword value.
public struct SchemaLoadError: Error, Sendable, CustomStringConvertible, Equatable {
    /// JSON Pointer, within the schema document, of the offending schema.
    public var pointer: String
    /// What is wrong, lowercase.
    public var message: String

    /// A load error at `pointer`.
    public init(pointer: String, message: String) {
        self.pointer = pointer
        self.message = message
    }

    /// `#/definitions/X: message`.
    public var description: String { "#\(pointer): \(message)" }
}
