/// Why a colour set's `Contents.json` gives no colour: what lint reports for a layout that names
/// the set, instead of a crash or a silent default.
public enum ColorSetProblem: Error, Sendable, Hashable {
    /// The file could not be opened or read.
    case unreadableFile
    /// The file is larger than the reader takes, in bytes.
    case tooLarge(limit: Int)
    /// The file nests deeper than the reader takes.
    case tooDeep(limit: Int)
    /// The file is not JSON, or its top level is not an object.
    case notJSON
    /// The file has no `colors` list, or an empty one.
    case noColors
    /// No entry applies to the light or any appearance, which every set must have.
    case noAnyAppearance
    /// The entry for `slot` (`dark`, `high-contrast light`…) is not an object with a `color`.
    case malformedEntry(slot: String)
    /// The entry for `slot` names a colour space nmview does not know.
    case unknownColorSpace(slot: String, name: String)
    /// The entry for `slot` names no colour space.
    case missingColorSpace(slot: String)
    /// The entry for `slot` lacks the component `component`.
    case missingComponent(slot: String, component: String)
    /// The entry for `slot` has `component` written as `text`, which is not a number of any
    /// notation Xcode writes.
    case badComponent(slot: String, component: String, text: String)
    /// The entry for `slot` refers to a system colour UIKit does not have.
    case unknownReference(slot: String, name: String)

    /// A sentence naming `file`, lowercase, user text in single quotes.
    public func message(file: String) -> String {
        switch self {
        case .unreadableFile: "'\(file)' cannot be read"
        case .tooLarge(let limit): "'\(file)' is larger than \(limit) bytes"
        case .tooDeep(let limit): "'\(file)' nests deeper than \(limit) levels"
        case .notJSON: "'\(file)' is not a JSON object"
        case .noColors: "'\(file)' has no entries in 'colors'"
        case .noAnyAppearance: "'\(file)' has no entry for the any (light) appearance"
        case .malformedEntry(let slot): "the \(slot) entry of '\(file)' has no 'color' object"
        case .unknownColorSpace(let slot, let name):
            "the \(slot) entry of '\(file)' is in colour space '\(name)', which nmview does not know"
        case .missingColorSpace(let slot): "the \(slot) entry of '\(file)' has no 'color-space'"
        case .missingComponent(let slot, let component): "the \(slot) entry of '\(file)' lacks the component '\(component)'"
        case .badComponent(let slot, let component, let text):
            "the \(slot) entry of '\(file)' has '\(component)' '\(text)', which is not a number Xcode writes (0.5, 128 or 0x80)"
        case .unknownReference(let slot, let name):
            "the \(slot) entry of '\(file)' refers to '\(name)', which is not a UIKit colour"
        }
    }
}
