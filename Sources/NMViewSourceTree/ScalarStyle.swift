/// How a scalar was written; only plain scalars are typed as numbers, booleans or null.
public enum ScalarStyle: UInt8, Sendable {
    /// `value`
    case plain
    /// `'value'`
    case singleQuoted
    /// `"value"`
    case doubleQuoted
    /// `|` block
    case literal
    /// `>` block
    case folded
}
