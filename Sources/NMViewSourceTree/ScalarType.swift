/// The type a scalar resolves to under the YAML 1.2 core schema.
///
/// Only plain scalars get a type other than `string` (unless tagged `!!int` and the like), so
/// `"42"` is text and `yes`, `no`, `on`, `off` and `NO` stay strings, unlike YAML 1.1.
public enum ScalarType: UInt8, Sendable {
    case string
    case null
    case bool
    case int
    case float
}
