/// Numbers as IB writes them in attributes (`280`, `0.0`, `17.5`), read as `Double(text)` does.
enum XIBNumber {
    /// The value of `text`, exactly `Double(text)`: whole numbers of up to 15 digits, most of a
    /// xib's frames, are read from their digits, since `Double(String)` was a twentieth of
    /// converting a view; everything else goes to `Double(text)`.
    static func parse(_ text: String) -> Double? {
        let utf8 = text.utf8
        guard !utf8.isEmpty, utf8.count <= 15 else { return Double(text) }
        var whole: Int64 = 0
        for byte in utf8 {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return Double(text) }
            whole = whole * 10 + Int64(byte - UInt8(ascii: "0"))
        }
        // Below 10^15, so the conversion is exact, as strtod's would be.
        return Double(whole)
    }
}
