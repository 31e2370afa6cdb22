import ArgumentParser
import NMViewQRCode

/// The QR code of a URL, drawn for the terminal, so a phone's camera opens it.
enum QRCodeBanner {
    /// How to draw it (`--qr`): for a dark terminal, a light one, or not at all.
    enum Style: String, ExpressibleByArgument, CaseIterable, Sendable {
        case dark, light, off
    }

    /// The code's lines with a newline after the last, or `nil` when it is off or the text does
    /// not fit in a QR code.
    static func render(_ text: String, style: Style) -> String? {
        let background: QRTerminalRenderer.Background
        switch style {
        case .dark: background = .dark
        case .light: background = .light
        case .off: return nil
        }
        guard let code = try? QRCode(text: text) else { return nil }
        return QRTerminalRenderer(background: background).render(code) + "\n"
    }
}
