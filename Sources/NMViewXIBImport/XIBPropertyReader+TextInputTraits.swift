import NMViewModel

extension XIBPropertyReader {
    /// `<textInputTraits key="textInputTraits" …>` of a text field or text view: the keyboard, the
    /// return key, secure entry, the content type, capitalization, correction and spell checking.
    /// A value that is UIKit's default is left out, as the format's files leave it out.
    func readTextInputTraits(_ element: XIBElement, into collector: inout Collector) {
        for attribute in element.attributes.keys.sorted() where attribute != "key" {
            guard let text = element.attributes[attribute] else { continue }
            guard let trait = Self.textInputTrait(attribute, text) else {
                collector.lose("\(attribute)=\(text)")
                continue
            }
            if trait.value == trait.property.declaration.defaultValue { continue }
            collector.set(trait.property, trait.value, written: attribute)
        }
    }

    /// The property and value one attribute of `<textInputTraits>` sets, if the format has it.
    private static func textInputTrait(_ attribute: String, _ text: String) -> (property: ViewProperty, value: PropertyValue)? {
        switch attribute {
        case "keyboardType": keyboardTypes[text].map { (.keyboardType, .string($0.rawValue)) }
        case "returnKeyType": ReturnKeyType(rawValue: text).map { (.returnKeyType, .string($0.rawValue)) }
        case "secureTextEntry": (.secureTextEntry, .bool(text == "YES"))
        case "textContentType": TextContentType.byInterfaceBuilderValue[text].map { (.textContentType, .string($0.rawValue)) }
        case "autocapitalizationType":
            AutocapitalizationType(rawValue: text).map { (.autocapitalizationType, .string($0.rawValue)) }
        case "autocorrectionType": AutocorrectionType(rawValue: text).map { (.autocorrectionType, .string($0.rawValue)) }
        case "spellCheckingType": SpellCheckingType(rawValue: text).map { (.spellCheckingType, .string($0.rawValue)) }
        default: nil
        }
    }

    /// IB's keyboard names: UIKit's Swift names, but `alphabet` for ASCII capable (the old name
    /// `UIKeyboardTypeAlphabet` shares its value) and `ASCIICapableNumberPad` in capitals.
    private static let keyboardTypes: [String: KeyboardType] = Dictionary(
        uniqueKeysWithValues: KeyboardType.allCases.map { ($0.rawValue, $0) }
            + [("alphabet", .asciiCapable), ("ASCIICapableNumberPad", .asciiCapableNumberPad)])

    /// Capitalization a text field or text view leaves out: IB writes none of it for its own
    /// default, no capitalization (the value a nib gives the view), while a view UIKit makes in
    /// code, as the format's are, capitalizes sentences. So none is written where IB wrote
    /// nothing; IB's text view template writes `sentences` itself.
    func finishTextInputTraits(of element: XIBElement, into collector: inout Collector) {
        guard element.name == "textField" || element.name == "textView",
            collector.allows(ViewProperty.autocapitalizationType.declaration.classes),
            element.child(key: "textInputTraits", named: "textInputTraits")?["autocapitalizationType"] == nil
        else { return }
        collector.set(.autocapitalizationType, .string(AutocapitalizationType.none.rawValue), written: "autocapitalizationType")
    }
}
