import NMViewModel

extension HeadlessView {
    /// Sets one declared property the way UIKit would, where the headless tree models it; every
    /// property is also kept by name in ``properties``. The `switch` names every declared
    /// property, so one added to the format fails the build until it is decided here too.
    /// Localized text is shown as `text` looks it up, as the device's bundle would.
    func apply(_ property: ViewProperty, _ value: PropertyValue, text lookup: TextLookup) {
        switch property {
        case .tag: if let number = value.numberValue { tag = Int(number) }
        case .hidden: if let flag = value.boolValue { isHidden = flag }
        case .alpha: if let number = value.numberValue { alpha = number }
        case .text: (self as? HeadlessLabel)?.text = value.textValue?.text(lookup)
        case .contentSize: if KitClass.isKind(kitClass, of: "UIScrollView"), let size = value.sizeValue { contentSize = size }
        // What the engine does not read: kept by name for tools and tests.
        case .buttonType, .style, .segments, .minimumValue, .maximumValue, .backgroundColor, .tintColor, .opaque,
            .clipsToBounds, .contentMode, .userInteractionEnabled, .cornerRadius, .borderWidth, .borderColor,
            .accessibilityIdentifier, .accessibilityLabel, .accessibilityHint,
            .accessibilityElement, .font, .textColor, .textAlignment, .numberOfLines,
            .lineBreakMode, .adjustsFontSizeToFitWidth, .minimumScaleFactor, .title, .titleColor, .image,
            .backgroundImage, .enabled, .selected, .contentEdgeInsets, .highlightedImage, .contentInset,
            .pagingEnabled, .scrollEnabled, .bounces, .showsHorizontalScrollIndicator, .showsVerticalScrollIndicator,
            .placeholder, .borderStyle, .keyboardType, .returnKeyType, .secureTextEntry, .textContentType,
            .autocapitalizationType, .autocorrectionType, .spellCheckingType, .clearButtonMode, .editable,
            .on, .onTintColor, .thumbTintColor, .value, .selectedSegmentIndex, .color, .progress, .progressTintColor,
            .trackTintColor, .selectable, .hidesWhenStopped, .animating, .rowHeight, .separatorColor, .itemSize,
            .minimumLineSpacing, .minimumInteritemSpacing, .scrollDirection, .sectionInset, .axis, .spacing,
            .alignment, .distribution:
            break
        }
    }
}
