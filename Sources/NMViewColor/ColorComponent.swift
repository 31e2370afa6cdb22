import Foundation

/// One component of a colour set's entry, in the notations Xcode writes: a float from 0 to 1
/// (`"0.733"`, three decimals), an 8-bit integer (`"204"`), or 8-bit hexadecimal (`"0xCC"`); and
/// the unquoted numbers of Apple's older format reference, which are floats from 0 to 1.
///
/// A string with a dot is a float and one without is an integer out of 255, so `"1"` is 1/255
/// while `"1.000"` is 1: Xcode writes floats with their decimals, always.
enum ColorComponent {
    /// The component's value, from 0 to 1 (beyond for an extended-range float); nil for
    /// anything else, including NaN, infinities and integers past 255.
    static func value(of raw: Any) -> Double? {
        if let text = raw as? String { return value(of: text) }
        // JSON numbers: the archived reference's 0…1 floats, whether written `1` or `1.0`.
        // A JSON boolean is an NSNumber too, of type `c` (char) wherever Foundation runs.
        if let number = raw as? NSNumber, String(cString: number.objCType) != "c" {
            let value = number.doubleValue
            return value.isFinite ? value : nil
        }
        return nil
    }

    /// The value of a component written as text.
    static func value(of text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("0x") || trimmed.hasPrefix("0X") {
            let digits = trimmed.dropFirst(2)
            guard !digits.isEmpty, digits.count <= 2, let byte = UInt8(digits, radix: 16) else { return nil }
            return Double(byte) / 255
        }
        if trimmed.contains(".") || trimmed.contains("e") || trimmed.contains("E") {
            // Double(_:) would also take "nan" and "inf", which have no dot but are refused below.
            guard let value = Double(trimmed), value.isFinite else { return nil }
            return value
        }
        guard let integer = Int(trimmed), (0...255).contains(integer) else { return nil }
        return Double(integer) / 255
    }
}
