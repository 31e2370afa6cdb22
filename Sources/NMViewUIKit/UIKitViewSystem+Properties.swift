#if canImport(UIKit)
import NMViewEngine
import NMViewModel
import UIKit

extension UIKitViewSystem {
    /// Sets `node`'s properties on `view`, in the order the format declares (a slider's bounds
    /// before its value, segments before the selected one, `hidden` last), each with UIKit's
    /// semantics. A property the view's class does not have is left alone: lint reports it.
    func applyProperties(of node: ViewNode, to view: UIView) {
        for (property, value) in node.appliedProperties { apply(property, value, to: view, of: node) }
    }

    /// Sets one property. The `switch` has a case for every property the format declares, so a
    /// property added to the declaration fails the build here until it is applied.
    func apply(_ property: ViewProperty, _ value: PropertyValue, to view: UIView, of node: ViewNode) {
        let number = value.numberValue.map { CGFloat($0) }
        let flag = value.boolValue
        // Only for colour properties: any other text reads as an asset colour's name.
        let color = property.declaration.kind == .color ? uiColor(value, for: property, on: view, of: node) : nil
        switch property {
        // UIView
        case .buttonType: break  // fixed when the button was made (UIKitClasses)
        case .backgroundColor: if let color { view.backgroundColor = color }
        case .tintColor: if let color { view.tintColor = color }
        case .alpha: if let number { view.alpha = number }
        case .opaque: if let flag { view.isOpaque = flag }
        case .hidden: if let flag { view.isHidden = flag }
        case .tag: if let number { view.tag = Int(number) }
        case .clipsToBounds: if let flag { view.clipsToBounds = flag }
        case .contentMode:
            if let mode = value.enumerationValue(ContentMode.self) { view.contentMode = UIKitValues.contentMode(mode) }
        case .userInteractionEnabled: if let flag { view.isUserInteractionEnabled = flag }
        case .cornerRadius: if let number { view.layer.cornerRadius = number }
        case .borderWidth: if let number { view.layer.borderWidth = number }
        case .borderColor: if let color { layerColors.setBorderColor(color, of: view.layer, for: hostView.traitCollection) }
        case .accessibilityIdentifier: view.accessibilityIdentifier = value.stringValue
        case .accessibilityLabel: view.accessibilityLabel = text(value)
        case .accessibilityHint: view.accessibilityHint = text(value)
        case .accessibilityElement: if let flag { view.isAccessibilityElement = flag }
        // Text
        case .text: TextViews.setText(text(value), on: view)
        case .font: applyFont(value, to: view, of: node)
        case .textColor: if let color { TextViews.setTextColor(color, on: view) }
        case .textAlignment:
            if let alignment = value.enumerationValue(TextAlignment.self) {
                TextViews.setTextAlignment(UIKitValues.textAlignment(alignment), on: view)
            }
        // UILabel
        case .numberOfLines: if let number { (view as? UILabel)?.numberOfLines = Int(number) }
        case .lineBreakMode:
            if let mode = value.enumerationValue(LineBreakMode.self) {
                (view as? UILabel)?.lineBreakMode = UIKitValues.lineBreakMode(mode)
            }
        case .adjustsFontSizeToFitWidth: if let flag { (view as? UILabel)?.adjustsFontSizeToFitWidth = flag }
        case .minimumScaleFactor: if let number { (view as? UILabel)?.minimumScaleFactor = number }
        // UIButton and UIImageView
        case .title: (view as? UIButton)?.setTitle(text(value), for: .normal)
        case .titleColor: if let color { (view as? UIButton)?.setTitleColor(color, for: .normal) }
        case .image:
            let image = value.imageValue.flatMap(UIKitValues.image)
            if let button = view as? UIButton {
                button.setImage(image, for: .normal)
            } else {
                (view as? UIImageView)?.image = image
            }
        case .backgroundImage: (view as? UIButton)?.setBackgroundImage(value.imageValue.flatMap(UIKitValues.image), for: .normal)
        case .contentEdgeInsets:
            if let insets = value.insetsValue, let button = view as? UIButton {
                LegacyButtonInsets.set(UIKitValues.insets(insets), on: button)
            }
        case .highlightedImage: (view as? UIImageView)?.highlightedImage = value.imageValue.flatMap(UIKitValues.image)
        // UIControl
        case .enabled: if let flag { (view as? UIControl)?.isEnabled = flag }
        case .selected: if let flag { (view as? UIControl)?.isSelected = flag }
        // UIScrollView
        case .contentSize:
            if let size = value.sizeValue { (view as? UIScrollView)?.contentSize = CGSize(width: size.width, height: size.height) }
        case .contentInset: if let insets = value.insetsValue { (view as? UIScrollView)?.contentInset = UIKitValues.insets(insets) }
        case .pagingEnabled: if let flag { (view as? UIScrollView)?.isPagingEnabled = flag }
        case .scrollEnabled: if let flag { (view as? UIScrollView)?.isScrollEnabled = flag }
        case .bounces: if let flag { (view as? UIScrollView)?.bounces = flag }
        case .showsHorizontalScrollIndicator: if let flag { (view as? UIScrollView)?.showsHorizontalScrollIndicator = flag }
        case .showsVerticalScrollIndicator: if let flag { (view as? UIScrollView)?.showsVerticalScrollIndicator = flag }
        // UITextField and UITextView
        case .placeholder: (view as? UITextField)?.placeholder = text(value)
        case .borderStyle:
            if let style = value.enumerationValue(BorderStyle.self) { (view as? UITextField)?.borderStyle = UIKitValues.borderStyle(style) }
        case .keyboardType:
            if let type = value.enumerationValue(KeyboardType.self) { traits(of: view)?.keyboardType = UIKitValues.keyboardType(type) }
        case .returnKeyType:
            if let type = value.enumerationValue(ReturnKeyType.self) { traits(of: view)?.returnKeyType = UIKitValues.returnKeyType(type) }
        case .secureTextEntry: if let flag { (view as? UITextField)?.isSecureTextEntry = flag }
        case .textContentType:
            if let type = value.enumerationValue(TextContentType.self) { traits(of: view)?.textContentType = UIKitValues.textContentType(type) }
        case .autocapitalizationType:
            if let type = value.enumerationValue(AutocapitalizationType.self) {
                traits(of: view)?.autocapitalizationType = UIKitValues.autocapitalizationType(type)
            }
        case .autocorrectionType:
            if let type = value.enumerationValue(AutocorrectionType.self) {
                traits(of: view)?.autocorrectionType = UIKitValues.autocorrectionType(type)
            }
        case .spellCheckingType:
            if let type = value.enumerationValue(SpellCheckingType.self) {
                traits(of: view)?.spellCheckingType = UIKitValues.spellCheckingType(type)
            }
        case .clearButtonMode:
            if let mode = value.enumerationValue(ClearButtonMode.self) { (view as? UITextField)?.clearButtonMode = UIKitValues.clearButtonMode(mode) }
        case .editable: if let flag { (view as? UITextView)?.isEditable = flag }
        case .selectable: if let flag { (view as? UITextView)?.isSelectable = flag }
        // UISwitch, UISlider, UISegmentedControl
        case .on: if let flag { (view as? UISwitch)?.isOn = flag }
        case .onTintColor: if let color { (view as? UISwitch)?.onTintColor = color }
        case .thumbTintColor: if let color { (view as? UISwitch)?.thumbTintColor = color }
        case .minimumValue: if let number { (view as? UISlider)?.minimumValue = Float(number) }
        case .maximumValue: if let number { (view as? UISlider)?.maximumValue = Float(number) }
        case .value: if let number { (view as? UISlider)?.value = Float(number) }
        case .segments:
            if let titles = value.textListValue, let control = view as? UISegmentedControl {
                control.removeAllSegments()
                for (index, title) in titles.enumerated() {
                    control.insertSegment(withTitle: UIKitValues.text(title, in: NMView.stringsBundle), at: index, animated: false)
                }
            }
        case .selectedSegmentIndex: if let number { (view as? UISegmentedControl)?.selectedSegmentIndex = Int(number) }
        // UIActivityIndicatorView and UIProgressView
        case .style:
            if let style = value.enumerationValue(ActivityIndicatorStyle.self) {
                (view as? UIActivityIndicatorView)?.style = UIKitValues.activityIndicatorStyle(style)
            }
        case .color: if let color { (view as? UIActivityIndicatorView)?.color = color }
        case .hidesWhenStopped: if let flag { (view as? UIActivityIndicatorView)?.hidesWhenStopped = flag }
        case .animating:
            if let flag, let indicator = view as? UIActivityIndicatorView {
                if flag { indicator.startAnimating() } else { indicator.stopAnimating() }
            }
        case .progress: if let number { (view as? UIProgressView)?.progress = Float(number) }
        case .progressTintColor: if let color { (view as? UIProgressView)?.progressTintColor = color }
        case .trackTintColor: if let color { (view as? UIProgressView)?.trackTintColor = color }
        // UITableView, UICollectionView (its flow layout) and UIStackView
        case .rowHeight: if let number { (view as? UITableView)?.rowHeight = number }
        case .separatorColor: if let color { (view as? UITableView)?.separatorColor = color }
        case .itemSize:
            if let size = value.sizeValue { flowLayout(of: view)?.itemSize = CGSize(width: size.width, height: size.height) }
        case .minimumLineSpacing: if let number { flowLayout(of: view)?.minimumLineSpacing = number }
        case .minimumInteritemSpacing: if let number { flowLayout(of: view)?.minimumInteritemSpacing = number }
        case .scrollDirection:
            if let direction = value.enumerationValue(ScrollDirection.self) {
                flowLayout(of: view)?.scrollDirection = UIKitValues.scrollDirection(direction)
            }
        case .sectionInset: if let insets = value.insetsValue { flowLayout(of: view)?.sectionInset = UIKitValues.insets(insets) }
        case .axis:
            if let axis = value.enumerationValue(StackAxis.self) { (view as? UIStackView)?.axis = UIKitValues.stackAxis(axis) }
        case .spacing: if let number { (view as? UIStackView)?.spacing = number }
        case .alignment:
            if let alignment = value.enumerationValue(StackAlignment.self) {
                (view as? UIStackView)?.alignment = UIKitValues.stackAlignment(alignment)
            }
        case .distribution:
            if let distribution = value.enumerationValue(StackDistribution.self) {
                (view as? UIStackView)?.distribution = UIKitValues.stackDistribution(distribution)
            }
        }
    }

    /// The text a text property's value means on this device, looked up in
    /// ``NMView/stringsBundle``; nil for a value of another shape, which lint reports.
    private func text(_ value: PropertyValue) -> String? {
        value.textValue.map { UIKitValues.text($0, in: NMView.stringsBundle) }
    }

    /// The colour a colour property's value means. One naming a colour set that the catalogs of
    /// ``NMView/colorBundle`` lack is reported, once for the property even if a pair names it
    /// twice, and leaves the property as it was, as a missing font does.
    private func uiColor(_ value: PropertyValue, for property: ViewProperty, on view: UIView, of node: ViewNode) -> UIColor? {
        guard let color = value.colorValue else { return nil }
        do {
            return try UIKitValues.color(color, in: NMView.colorBundle)
        } catch {
            problems.report(
                .colorNotFound(name: error.name, property: property.rawValue, viewID: node.id, layout: hostLayoutName), on: view)
            return nil
        }
    }

    /// The text input traits of a text field or a text view; `nil` for any other view.
    private func traits(of view: UIView) -> (any TextInputTraitsSetting)? {
        view as? any TextInputTraitsSetting
    }

    /// The flow layout of a collection view, which holds its item size and spacing; `nil` for
    /// any other view, or a collection view the app gave another layout.
    private func flowLayout(of view: UIView) -> UICollectionViewFlowLayout? {
        (view as? UICollectionView)?.collectionViewLayout as? UICollectionViewFlowLayout
    }

    /// A font, with Dynamic Type for text styles; a font name that is not installed keeps the
    /// view's font and is reported.
    private func applyFont(_ value: PropertyValue, to view: UIView, of node: ViewNode) {
        guard let font = value.fontValue else { return }
        guard let made = UIKitValues.font(font, current: TextViews.font(of: view)) else {
            problems.report(.fontNotFound(name: font.name ?? "", viewID: node.id, layout: hostLayoutName), on: view)
            return
        }
        TextViews.setFont(made.font, followsTextSize: made.dynamic, on: view)
    }
}

/// `UIButton.contentEdgeInsets` is deprecated since iOS 15 in favour of button configurations,
/// but it is what a button made with `UIButton(type:)` (without a configuration) lays its title
/// out by. Reached through a protocol, so the deprecation does not warn in every app build.
private protocol LegacyContentEdgeInsets: AnyObject {
    var contentEdgeInsets: UIEdgeInsets { get set }
}

extension UIButton: @MainActor LegacyContentEdgeInsets {}

@MainActor
private enum LegacyButtonInsets {
    static func set(_ insets: UIEdgeInsets, on button: UIButton) {
        let legacy: any LegacyContentEdgeInsets = button
        legacy.contentEdgeInsets = insets
    }
}
#endif
