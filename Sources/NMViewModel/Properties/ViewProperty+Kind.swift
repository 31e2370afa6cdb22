extension ViewProperty.Kind {
    /// Whether `value` has the shape of this kind, so that the reader this kind names returns a
    /// value. Bounds a single property adds (numberOfLines from 0) are the validator's to check.
    public func accepts(_ value: PropertyValue) -> Bool {
        switch self {
        case .color: value.colorValue != nil
        case .font: value.fontValue != nil
        case .string: value.stringValue != nil
        case .text: value.textValue != nil
        case .image: value.imageValue != nil
        case .bool: value.boolValue != nil
        case .number: value.numberValue?.isFinite ?? false
        case .unitInterval: value.numberValue.map { (0...1).contains($0) } ?? false
        case .length: value.numberValue.map { $0 >= 0 && $0.isFinite } ?? false
        case .integer: value.numberValue.map { $0.isFinite && $0.rounded() == $0 } ?? false
        case .insets: value.insetsValue != nil
        case .size: value.sizeValue != nil
        case .textList: value.textListValue != nil
        case .contentMode: value.enumerationValue(ContentMode.self) != nil
        case .textAlignment: value.enumerationValue(TextAlignment.self) != nil
        case .lineBreakMode: value.enumerationValue(LineBreakMode.self) != nil
        case .buttonType: value.enumerationValue(ButtonType.self) != nil
        case .borderStyle: value.enumerationValue(BorderStyle.self) != nil
        case .keyboardType: value.enumerationValue(KeyboardType.self) != nil
        case .returnKeyType: value.enumerationValue(ReturnKeyType.self) != nil
        case .clearButtonMode: value.enumerationValue(ClearButtonMode.self) != nil
        case .textContentType: value.enumerationValue(TextContentType.self) != nil
        case .autocapitalizationType: value.enumerationValue(AutocapitalizationType.self) != nil
        case .autocorrectionType: value.enumerationValue(AutocorrectionType.self) != nil
        case .spellCheckingType: value.enumerationValue(SpellCheckingType.self) != nil
        case .activityIndicatorStyle: value.enumerationValue(ActivityIndicatorStyle.self) != nil
        case .scrollDirection: value.enumerationValue(ScrollDirection.self) != nil
        case .stackAxis: value.enumerationValue(StackAxis.self) != nil
        case .stackAlignment: value.enumerationValue(StackAlignment.self) != nil
        case .stackDistribution: value.enumerationValue(StackDistribution.self) != nil
        }
    }
}
