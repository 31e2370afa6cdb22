/// The QR code of a URL, drawn for the terminal, so a phone's camera opens it.
enum QRCodeBanner {
    /// The code's lines, or `nil` when the text is too long for a QR code.
    static func render(_ text: String) -> String? {
        nil
    }
}
