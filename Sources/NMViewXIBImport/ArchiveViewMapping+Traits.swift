extension ArchiveViewMapping {
    /// UIKeyboardType in raw value order, by IB's names (`alphabet` is ASCII capable).
    private static let keyboardTypes = [
        "default", "alphabet", "numbersAndPunctuation", "URL", "numberPad", "phonePad", "namePhonePad", "emailAddress",
        "decimalPad", "twitter", "webSearch", "ASCIICapableNumberPad",
    ]
    /// UIReturnKeyType in raw value order.
    private static let returnKeyTypes = [
        "default", "go", "google", "join", "next", "route", "search", "send", "yahoo", "done", "emergencyCall", "continue",
    ]
    /// UITextAutocapitalizationType, UITextAutocorrectionType and UITextSpellCheckingType in raw
    /// value order.
    private static let traitLists: [String: (name: String, values: [String])] = [
        "IBUIKeyboardType": ("keyboardType", keyboardTypes), "IBUIReturnKeyType": ("returnKeyType", returnKeyTypes),
        "IBUIAutocapitalizationType": ("autocapitalizationType", ["none", "words", "sentences", "allCharacters"]),
        "IBUIAutocorrectionType": ("autocorrectionType", ["default", "no", "yes"]),
        "IBUISpellCheckingType": ("spellCheckingType", ["default", "no", "yes"]),
    ]

    /// The archive's `IBUITextInputTraits` and `IBUIAccessibilityConfiguration` objects as the
    /// current format's `<textInputTraits>` and `<accessibility>`, which the property reader
    /// maps (and whose keys it does not know it reports). False for any other key.
    func translateTraits(_ key: String, _ object: XIBElement, into element: inout XIBElement) -> Bool {
        var attributes: [String: String]
        switch key {
        case "IBUITextInputTraits":
            attributes = ["key": "textInputTraits"]
            for child in object.children {
                guard let childKey = child["key"], childKey != "targetRuntimeIdentifier" else { continue }
                let text = values.resolve(child).text.trimmingCharacters(in: .whitespacesAndNewlines)
                if let (name, list) = Self.traitLists[childKey], let index = Int(text), list.indices.contains(index) {
                    attributes[name] = list[index]
                } else if childKey == "IBUISecureTextEntry" {
                    attributes["secureTextEntry"] = text
                } else {
                    attributes[Self.currentName(childKey)] = text.isEmpty ? "…" : text
                }
            }
            element.children.append(XIBElement(name: "textInputTraits", attributes: attributes, line: object.line, column: object.column))
        case "IBUIAccessibilityConfiguration":
            attributes = ["key": "accessibilityConfiguration"]
            for child in object.children {
                guard let childKey = child["key"] else { continue }
                let text = values.resolve(child).text.trimmingCharacters(in: .whitespacesAndNewlines)
                switch childKey {
                case "IBUIAccessibilityLabel": attributes["label"] = text
                case "IBUIAccessibilityHint": attributes["hint"] = text
                default: attributes[Self.currentName(childKey)] = text.isEmpty ? child["value"] ?? "…" : text
                }
            }
            element.children.append(XIBElement(name: "accessibility", attributes: attributes, line: object.line, column: object.column))
        default: return false
        }
        return true
    }

    /// `IBUIAlwaysBounceVertical` → `alwaysBounceVertical`: an archive key under the current
    /// format's name, so that both formats' attributes meet the same rules.
    static func currentName(_ key: String) -> String {
        guard key.hasPrefix("IBUI") else { return key }
        let bare = key.dropFirst(4)
        return bare.prefix(1).lowercased() + bare.dropFirst()
    }
}
