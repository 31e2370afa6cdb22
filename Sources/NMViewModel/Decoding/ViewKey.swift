/// What a key of a view mapping is, decided from its UTF-8 bytes the way `ViewNode`'s decoding
/// decides it from the key's `String`.
///
/// Comparing bytes equals comparing strings here: none of the names contains a letter that a
/// non-ASCII character is canonically equivalent to (such as K and the Kelvin sign).
enum ViewKey {
    case id, `class`, base, template, frame, autoresizing, omitFromLayouts, ignoresSafeArea, mirrors, grid, composedSubviews
    case actions, subviews
    /// An `x-` user extension, skipped.
    case `extension`
    /// Any other key: a view property.
    case property

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        switch bytes.count {
        case 2 where Self.equals(bytes, "id"): self = .id
        case 4 where Self.equals(bytes, "base"): self = .base
        case 4 where Self.equals(bytes, "grid"): self = .grid
        case 5 where Self.equals(bytes, "class"): self = .class
        case 5 where Self.equals(bytes, "frame"): self = .frame
        case 7 where Self.equals(bytes, "actions"): self = .actions
        case 7 where Self.equals(bytes, "mirrors"): self = .mirrors
        case 8 where Self.equals(bytes, "template"): self = .template
        case 8 where Self.equals(bytes, "subviews"): self = .subviews
        case 12 where Self.equals(bytes, "autoresizing"): self = .autoresizing
        case 15 where Self.equals(bytes, "omitFromLayouts"): self = .omitFromLayouts
        case 15 where Self.equals(bytes, "ignoresSafeArea"): self = .ignoresSafeArea
        case 16 where Self.equals(bytes, "composedSubviews"): self = .composedSubviews
        default: self = Self.isExtension(bytes) ? .extension : .property
        }
    }

    private static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ name: StaticString) -> Bool {
        name.withUTF8Buffer { $0.elementsEqual(bytes) }
    }

    /// `hasPrefix("x-")` as `String` answers it: by characters, so a combining mark straight
    /// after the dash makes a different character and no prefix.
    private static func isExtension(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count >= 2, bytes[0] == UInt8(ascii: "x"), bytes[1] == UInt8(ascii: "-") else { return false }
        if bytes.count == 2 || bytes[2] < 0x80 { return true }
        return String(decoding: bytes, as: UTF8.self).hasPrefix("x-")
    }
}
