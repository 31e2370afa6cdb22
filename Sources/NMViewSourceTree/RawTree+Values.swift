/// Typed scalar values on the raw view, equal to ``SourceNode``'s: the common spellings are read
/// straight from the bytes, and anything else goes through ``SourceNode`` itself, so that the two
/// can never disagree.
extension RawTree {
    /// The value of an int- or float-typed scalar, as ``SourceNode/doubleValue``.
    @inlinable public func doubleValue(_ node: Int32) -> Double? {
        let target = records[Int(resolved(node))]
        switch target.type {
        case .int:
            if target.kind == .scalar, let integer = Self.decimalInteger(scalarBytes(node)) { return Double(integer) }
        case .float:
            if target.kind == .scalar, let value = Self.shortDecimal(scalarBytes(node)) { return value }
        case .string, .null, .bool:
            return nil
        }
        return self.node(node).doubleValue
    }

    /// `true`/`false` for a bool-typed scalar, as ``SourceNode/boolValue``.
    @inlinable public func boolValue(_ node: Int32) -> Bool? {
        let target = records[Int(resolved(node))]
        guard target.type == .bool else { return nil }
        guard target.kind == .scalar else { return self.node(node).boolValue }
        let bytes = scalarBytes(node)
        guard let first = bytes.first else { return false }
        // With ASCII on both sides the first byte is the whole first character (CR LF aside, which
        // is no `t` either); anything else is left to the string comparison.
        guard first < 0x80, bytes.count == 1 || bytes[1] < 0x80 else { return self.node(node).boolValue }
        return first == UInt8(ascii: "t") || first == UInt8(ascii: "T")
    }

    /// `[-+]?[0-9]{1,18}` as an integer, exactly as `Int(_:)` reads it; `nil` for anything else.
    @inlinable static func decimalInteger(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        var negative = false
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            index = 1
        }
        let digits = bytes.count - index
        guard digits > 0, digits <= 18 else { return nil }
        var value = 0
        while index < bytes.count {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value * 10 + Int(digit)
            index += 1
        }
        return negative ? -value : value
    }

    /// `[-+]?[0-9]+\.[0-9]+` with at most 15 digits, correctly rounded; `nil` for anything else.
    ///
    /// With at most 15 digits the digits are an integer below 2^53 and the divisor a power of ten
    /// up to 10^15, both exact doubles, so one IEEE division rounds the decimal exactly as
    /// `Double(_:)` does (Clinger's fast path).
    @inlinable static func shortDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0
        var negative = false
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            index = 1
        }
        var mantissa: Int64 = 0
        var digits = 0
        var fractionDigits = -1
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "."), fractionDigits < 0, digits > 0 {
                fractionDigits = 0
                continue
            }
            let digit = byte &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            mantissa = mantissa * 10 + Int64(digit)
            digits += 1
            if fractionDigits >= 0 { fractionDigits += 1 }
            if digits > 15 { return nil }
        }
        guard fractionDigits > 0 else { return nil }
        var divisor = 1.0
        for _ in 0..<fractionDigits { divisor *= 10 }
        let magnitude = Double(mantissa) / divisor
        return negative ? -magnitude : magnitude
    }
}
