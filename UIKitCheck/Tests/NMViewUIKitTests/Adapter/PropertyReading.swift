import NMViewModel
import UIKit

/// Reads each declared property back from a UIKit view through UIKit's getters, and says what a
/// layout value should read as, both as text, so that a test can compare any property's value
/// with one line. This is the test's own account of UIKit, written apart from the adapter: an
/// exhaustive `switch`, so a property added to the format must be read here too.
@MainActor
enum PropertyReading {
    /// What `property` reads as on `view`, or `nil` when the view has no such getter.
    static func read(_ property: ViewProperty, of view: UIView) -> String? {
        let label = view as? UILabel, button = view as? UIButton, field = view as? UITextField
        let textView = view as? UITextView, scroll = view as? UIScrollView, slider = view as? UISlider
        let segmented = view as? UISegmentedControl, spinner = view as? UIActivityIndicatorView
        let progressView = view as? UIProgressView, toggle = view as? UISwitch, image = view as? UIImageView
        let table = view as? UITableView, stack = view as? UIStackView
        let flow = (view as? UICollectionView)?.collectionViewLayout as? UICollectionViewFlowLayout
        switch property {
        case .buttonType: return button.map { "\($0.buttonType)" }
        case .style: return spinner.map { "\($0.style)" }
        case .segments:
            return segmented.map { control in
                (0..<control.numberOfSegments).map { control.titleForSegment(at: $0) ?? "" }.joined(separator: ",")
            }
        case .minimumValue: return slider.map { number($0.minimumValue) }
        case .maximumValue: return slider.map { number($0.maximumValue) }
        case .backgroundColor: return color(view.backgroundColor)
        case .tintColor: return color(view.tintColor)
        case .alpha: return number(view.alpha)
        case .opaque: return "\(view.isOpaque)"
        case .hidden: return "\(view.isHidden)"
        case .tag: return "\(view.tag)"
        case .clipsToBounds: return "\(view.clipsToBounds)"
        case .contentMode: return "\(view.contentMode)"
        case .userInteractionEnabled: return "\(view.isUserInteractionEnabled)"
        case .cornerRadius: return number(view.layer.cornerRadius)
        case .borderWidth: return number(view.layer.borderWidth)
        case .borderColor: return view.layer.borderColor.map { color(UIColor(cgColor: $0)) }
        case .accessibilityIdentifier: return view.accessibilityIdentifier
        case .accessibilityLabel: return view.accessibilityLabel
        case .accessibilityHint: return view.accessibilityHint
        case .accessibilityElement: return "\(view.isAccessibilityElement)"
        case .text: return label?.text ?? field?.text ?? textView?.text
        case .font:
            let font = label?.font ?? field?.font ?? textView?.font ?? button?.titleLabel?.font
            return font.map { "\($0.fontName) \(number($0.pointSize))" }
        case .textColor: return color(label?.textColor ?? field?.textColor ?? textView?.textColor)
        case .textAlignment: return (label?.textAlignment ?? field?.textAlignment ?? textView?.textAlignment).map { "\($0)" }
        case .numberOfLines: return label.map { "\($0.numberOfLines)" }
        case .lineBreakMode: return label.map { "\($0.lineBreakMode)" }
        case .adjustsFontSizeToFitWidth: return label.map { "\($0.adjustsFontSizeToFitWidth)" }
        case .minimumScaleFactor: return label.map { number($0.minimumScaleFactor) }
        case .title: return button?.title(for: .normal)
        case .titleColor: return button.map { color($0.titleColor(for: .normal)) }
        case .image: return self.image(button?.image(for: .normal) ?? image?.image)
        case .backgroundImage: return self.image(button?.backgroundImage(for: .normal))
        case .enabled: return (view as? UIControl).map { "\($0.isEnabled)" }
        case .selected: return (view as? UIControl).map { "\($0.isSelected)" }
        case .contentEdgeInsets: return button.map { insets($0.contentEdgeInsets) }
        case .highlightedImage: return self.image(image?.highlightedImage)
        case .contentSize: return scroll.map { "\(number($0.contentSize.width)) \(number($0.contentSize.height))" }
        case .contentInset: return scroll.map { insets($0.contentInset) }
        case .pagingEnabled: return scroll.map { "\($0.isPagingEnabled)" }
        case .scrollEnabled: return scroll.map { "\($0.isScrollEnabled)" }
        case .bounces: return scroll.map { "\($0.bounces)" }
        case .showsHorizontalScrollIndicator: return scroll.map { "\($0.showsHorizontalScrollIndicator)" }
        case .showsVerticalScrollIndicator: return scroll.map { "\($0.showsVerticalScrollIndicator)" }
        case .placeholder: return field?.placeholder
        case .borderStyle: return field.map { "\($0.borderStyle)" }
        case .keyboardType: return (field?.keyboardType ?? textView?.keyboardType).map { "\($0)" }
        case .returnKeyType: return (field?.returnKeyType ?? textView?.returnKeyType).map { "\($0)" }
        case .secureTextEntry: return field.map { "\($0.isSecureTextEntry)" }
        case .textContentType:
            let type: UITextContentType? = if let field { field.textContentType } else { textView?.textContentType }
            return type.map(TextContentTypeNames.name)
        case .autocapitalizationType: return (field?.autocapitalizationType ?? textView?.autocapitalizationType).map { "\($0)" }
        case .autocorrectionType: return (field?.autocorrectionType ?? textView?.autocorrectionType).map { "\($0)" }
        case .spellCheckingType: return (field?.spellCheckingType ?? textView?.spellCheckingType).map { "\($0)" }
        case .clearButtonMode: return field.map { "\($0.clearButtonMode)" }
        case .editable: return textView.map { "\($0.isEditable)" }
        case .selectable: return textView.map { "\($0.isSelectable)" }
        case .on: return toggle.map { "\($0.isOn)" }
        case .onTintColor: return toggle.map { color($0.onTintColor) }
        case .thumbTintColor: return toggle.map { color($0.thumbTintColor) }
        case .value: return slider.map { number($0.value) }
        case .selectedSegmentIndex: return segmented.map { "\($0.selectedSegmentIndex)" }
        case .color: return spinner.map { color($0.color) }
        case .hidesWhenStopped: return spinner.map { "\($0.hidesWhenStopped)" }
        case .animating: return spinner.map { "\($0.isAnimating)" }
        case .progress: return progressView.map { number($0.progress) }
        case .progressTintColor: return progressView.map { color($0.progressTintColor) }
        case .trackTintColor: return progressView.map { color($0.trackTintColor) }
        case .rowHeight: return table.map { number($0.rowHeight) }
        case .separatorColor: return table.map { color($0.separatorColor) }
        case .itemSize: return flow.map { "\(number($0.itemSize.width)) \(number($0.itemSize.height))" }
        case .minimumLineSpacing: return flow.map { number($0.minimumLineSpacing) }
        case .minimumInteritemSpacing: return flow.map { number($0.minimumInteritemSpacing) }
        case .scrollDirection: return flow.map { "\($0.scrollDirection)" }
        case .sectionInset: return flow.map { insets($0.sectionInset) }
        case .axis: return stack.map { "\($0.axis)" }
        case .spacing: return stack.map { number($0.spacing) }
        case .alignment: return stack.map { "\($0.alignment)" }
        case .distribution: return stack.map { "\($0.distribution)" }
        }
    }

    /// What a layout's `value` for a property of `kind` reads as.
    static func expected(_ value: PropertyValue, kind: ViewProperty.Kind) -> String {
        switch kind {
        case .color:
            guard let written = value.stringValue else { return "?" }
            return color(written.hasPrefix("#") ? hexColor(written) : namedColor(written))
        case .font:
            guard case .object(let fields) = value else { return "?" }
            return "\(fields["name"]?.stringValue ?? "?") \(number(fields["size"]?.numberValue ?? 0))"
        case .number, .unitInterval, .length, .integer:
            return number(value.numberValue ?? .nan)
        case .bool: return "\(value.boolValue ?? false)"
        case .insets:
            guard case .object(let fields) = value else { return "?" }
            let sides = ["top", "left", "bottom", "right"].map { number(fields[$0]?.numberValue ?? 0) }
            return sides.joined(separator: " ")
        case .size:
            guard case .object(let fields) = value else { return "?" }
            return "\(number(fields["width"]?.numberValue ?? 0)) \(number(fields["height"]?.numberValue ?? 0))"
        case .text:
            // Looked up in a bundle without string tables: the source text.
            return value.textValue?.sourceText ?? "?"
        case .textList:
            return value.textListValue?.map(\.sourceText).joined(separator: ",") ?? "?"
        case .image:
            switch value.imageValue {
            case .asset(let name)?: return name
            case .symbol(let symbol)?:
                return symbolText(
                    symbol.systemName, pointSize: symbol.pointSize.map { number($0) }, weight: symbol.weight?.rawValue,
                    scale: symbol.scale?.rawValue)
            case nil: return "?"
            }
        case .string, .contentMode, .textAlignment, .lineBreakMode, .buttonType, .borderStyle,
            .keyboardType, .returnKeyType, .clearButtonMode, .textContentType, .autocapitalizationType, .autocorrectionType,
            .spellCheckingType, .activityIndicatorStyle, .scrollDirection, .stackAxis,
            .stackAlignment, .stackDistribution:
            return value.stringValue ?? "?"
        }
    }

    /// An image as text: an asset by its name, a symbol by its name and the parts of its
    /// configuration (`-` for a point size not set, `unspecified` for a weight or scale).
    static func image(_ image: UIImage?) -> String? {
        guard let image else { return nil }
        if let name = image._interfaceCheckName { return name }
        guard let name = image._interfaceCheckSystemName else { return nil }
        let configuration = image.symbolConfiguration
        return symbolText(
            name, pointSize: configuration?._interfaceCheckPointSize.map { number($0) },
            weight: configuration.map { "\($0._interfaceCheckWeight)" }, scale: configuration.map { "\($0._interfaceCheckScale)" })
    }

    static func symbolText(_ name: String, pointSize: String?, weight: String?, scale: String?) -> String {
        "\(name) \(pointSize ?? "-") \(weight ?? "unspecified") \(scale ?? "unspecified")"
    }

    /// A colour UIKit knows by name, looked up as the Objective-C runtime would (`systemBlueColor`).
    static func namedColor(_ name: String) -> UIColor? {
        let selector = NSSelectorFromString(name + "Color")
        let getter = name == "tintColor" ? NSSelectorFromString(name) : selector
        guard UIColor.responds(to: getter) else { return nil }
        return UIColor.perform(getter)?.takeUnretainedValue() as? UIColor
    }

    static func hexColor(_ text: String) -> UIColor? {
        guard let value = UInt64(text.dropFirst(), radix: 16) else { return nil }
        let rgba = text.count == 9 ? value : value << 8 | 0xFF
        func component(_ shift: UInt64) -> CGFloat { CGFloat(rgba >> shift & 0xFF) / 255 }
        return UIColor(red: component(24), green: component(16), blue: component(8), alpha: component(0))
    }

    static func color(_ color: UIColor?) -> String { TestLayouts.describe(color) }

    static func number<Number: BinaryFloatingPoint>(_ value: Number) -> String {
        String(format: "%g", Double(value))
    }

    static func insets(_ insets: UIEdgeInsets) -> String {
        [insets.top, insets.left, insets.bottom, insets.right].map { number($0) }.joined(separator: " ")
    }
}
