/// Why no QR code could be made.
public enum QRCodeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The data is longer than the largest version allowed holds at the level asked for.
    case dataTooLong(byteCount: Int, errorCorrection: QRErrorCorrection, version: QRVersion, capacity: Int)

    /// A message in the project's form: lowercase, no trailing period.
    public var description: String {
        switch self {
        case let .dataTooLong(byteCount, errorCorrection, version, capacity):
            "\(byteCount) bytes do not fit in a QR code of version \(version) at error correction level "
                + "\(errorCorrection), which holds at most \(capacity) bytes"
        }
    }
}
