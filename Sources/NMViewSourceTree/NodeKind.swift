/// What a node of a source tree is.
public enum NodeKind: UInt8, Sendable {
    /// A single value: text, number, boolean or null.
    case scalar
    /// An ordered list.
    case sequence
    /// Keys and values; keys are always scalars and unique.
    case mapping
    /// A YAML alias (`*name`) standing for the node anchored with `&name`.
    case alias
}
