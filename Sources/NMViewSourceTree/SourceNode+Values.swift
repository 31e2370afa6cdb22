/// Typed values of scalars under the YAML 1.2 core schema.
extension SourceNode {
    /// `true`/`false` for a bool-typed scalar.
    public var boolValue: Bool? {
        guard scalarType == .bool, let text = scalar else { return nil }
        return text.first == "t" || text.first == "T"
    }

    /// The value of an int-typed scalar (decimal, `0o` octal, `0x` hexadecimal); `nil` on overflow.
    public var intValue: Int? {
        guard scalarType == .int, let text = scalar else { return nil }
        if text.hasPrefix("0o") { return Int(text.dropFirst(2), radix: 8) }
        if text.hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16) }
        return Int(text.hasPrefix("+") ? String(text.dropFirst()) : text)
    }

    /// The value of an int- or float-typed scalar, including `.inf`, `-.inf` and `.nan`.
    public var doubleValue: Double? {
        switch scalarType {
        case .int:
            if let integer = intValue { return Double(integer) }
            return scalar.flatMap { Double($0) }
        case .float:
            guard let text = scalar else { return nil }
            switch text.lowercased() {
            case ".inf", "+.inf": return .infinity
            case "-.inf": return -.infinity
            case ".nan": return .nan
            default: break
            }
            var digits = text
            if digits.hasSuffix(".") { digits += "0" }
            if digits.hasPrefix(".") || digits.hasPrefix("-.") || digits.hasPrefix("+.") {
                digits = digits.replacingFirstDot()
            }
            return Double(digits)
        default:
            return nil
        }
    }

    /// Whether the scalar is a core-schema null (`null`, `~`, or nothing).
    public var isNull: Bool { kind == .scalar && scalarType == .null }
}

extension String {
    /// `.5` → `0.5`, `-.5` → `-0.5`: Swift's `Double(_:)` wants a digit before the point.
    fileprivate func replacingFirstDot() -> String {
        guard let dot = firstIndex(of: ".") else { return self }
        return String(self[..<dot]) + "0" + String(self[dot...])
    }
}
