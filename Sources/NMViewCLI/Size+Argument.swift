import ArgumentParser
import NMViewModel

extension Size {
    /// The help shared by every `--size` option.
    static let argumentHelp = "The view's size, as WIDTHxHEIGHT in points, e.g. 390x844."

    /// `390x844` → 390 × 844, for `--size`; a usage error unless both are positive numbers.
    static func argument(_ text: String) throws -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            width > 0, height > 0, width.isFinite, height.isFinite
        else {
            throw ValidationError("write WIDTHxHEIGHT with positive numbers, e.g. 390x844")
        }
        return Size(width: width, height: height)
    }
}
