import NMViewModel

/// Whether the SVG preview draws a view property, and why not when it does not. A test renders
/// every property's declared example and holds each answer to what the picture does.
public enum PreviewSupport: Sendable, Hashable {
    /// The preview draws it: a layout that sets it looks different.
    case drawn
    /// A still picture cannot show it: it acts on touches, editing, scrolling or code.
    case invisible(String)
    /// A device shows it, but the preview leaves it out, for the reason given.
    case notDrawn(String)

    /// How the preview treats `property`. Exhaustive, so a property added to the format fails the
    /// build here until someone decides.
    public static func of(_ property: ViewProperty) -> PreviewSupport {
        switch property {
        case .backgroundColor, .tintColor, .alpha, .hidden, .clipsToBounds, .cornerRadius, .borderWidth,
            .borderColor:
            .drawn
        case .text, .font, .textColor, .textAlignment, .numberOfLines, .lineBreakMode, .adjustsFontSizeToFitWidth,
            .minimumScaleFactor:
            .drawn
        // Images are placeholders: an asset a crossed rectangle named after it, an SF Symbol a
        // rounded square in the tint at its configured point size and scale, named after it (the
        // artwork is Apple's and not shipped).
        case .title, .titleColor, .image, .backgroundImage, .buttonType, .enabled, .selected, .contentEdgeInsets:
            .drawn
        case .placeholder, .borderStyle, .secureTextEntry, .clearButtonMode:
            .drawn
        case .on, .onTintColor, .thumbTintColor, .minimumValue, .maximumValue, .value, .segments,
            .selectedSegmentIndex, .style, .color, .animating, .hidesWhenStopped, .progress, .progressTintColor,
            .trackTintColor:
            .drawn
        case .rowHeight, .separatorColor, .itemSize, .minimumLineSpacing, .minimumInteritemSpacing, .scrollDirection,
            .sectionInset, .axis, .spacing, .alignment, .distribution:
            .drawn
        case .contentMode:
            .notDrawn("images are drawn as placeholders, an asset filling the view and a symbol centred at its "
                + "configured size; without the artwork's own size there is nothing to scale or place")
        case .opaque: .invisible("a promise that lets UIKit skip blending; it changes no pixel the view draws")
        case .tag: .invisible("a number for code to find the view by")
        case .userInteractionEnabled: .invisible("decides whether touches reach the view")
        case .accessibilityIdentifier: .invisible("read by UI tests")
        case .accessibilityLabel, .accessibilityHint: .invisible("spoken by VoiceOver")
        case .accessibilityElement: .invisible("decides what VoiceOver stops at")
        case .highlightedImage: .invisible("shown only while the view is highlighted, which a layout never starts as")
        case .contentSize, .contentInset, .pagingEnabled, .scrollEnabled, .bounces:
            .invisible("changes how the view scrolls, and the preview shows it at rest")
        case .showsHorizontalScrollIndicator, .showsVerticalScrollIndicator:
            .invisible("scroll indicators show only while scrolling")
        case .keyboardType, .returnKeyType: .invisible("the keyboard shows only while the field is edited")
        case .textContentType, .autocapitalizationType, .autocorrectionType, .spellCheckingType:
            .invisible("text input traits act on the keyboard and its suggestions, which show only while the text is edited")
        case .editable, .selectable: .invisible("changes what touches do to the text, not how it looks")
        }
    }
}
