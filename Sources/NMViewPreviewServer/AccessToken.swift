/// The secret a `--lan` preview asks of every request: 128 random bits as 32 lowercase
/// hexadecimal digits, new for every run of the server.
public struct AccessToken: Sendable, CustomStringConvertible {
    /// The token as it appears in URLs and `Authorization: Bearer` headers.
    public let text: String
    private let bytes: [UInt8]

    /// A fresh token from the system's cryptographically secure generator (`getrandom` on Linux,
    /// `arc4random` on Apple platforms).
    public init() {
        var generator = SystemRandomNumberGenerator()
        self.init(randomBytes: (0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
    }

    /// A token of these bytes (tests give fixed ones).
    init(randomBytes: [UInt8]) {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(randomBytes.count * 2)
        for byte in randomBytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        self.text = String(decoding: text, as: UTF8.self)
        self.bytes = text
    }

    /// A token given as text (`NMVIEW_LAN_TOKEN`, to keep one across restarts): exactly 32
    /// hexadecimal digits, so it is as strong as a fresh one; `nil` otherwise.
    public init?(text: String) {
        let lowered = Array(text.lowercased().utf8)
        guard lowered.count == 32, lowered.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) else { return nil }
        self.text = String(decoding: lowered, as: UTF8.self)
        self.bytes = lowered
    }

    /// The token, as printed.
    public var description: String { text }

    /// Whether `candidate` is this token, in time that depends only on the candidate's length:
    /// every byte is compared, and a mismatch anywhere shows only at the end, so how long a
    /// refusal takes tells nothing about how much of a guess was right.
    public func matches(_ candidate: some Collection<UInt8>) -> Bool {
        guard candidate.count == bytes.count else { return false }
        var difference: UInt8 = 0
        for (expected, given) in zip(bytes, candidate) { difference |= expected ^ given }
        return difference == 0
    }

    /// ``matches(_:)`` for text.
    public func matches(_ candidate: String) -> Bool { matches(Array(candidate.utf8)) }
}
