/// A control with a title and images for each state. Titles, colours and images are kept per
/// state; asking for a state that has none gives the normal state's, as UIKit documents.
// SDK: UIKit/UIButton.h — @interface UIButton : UIControl <NSCoding> (Swift: @MainActor open class UIButton : UIControl, NSCoding)
@MainActor
open class UIButton: UIControl {
    private var storedButtonType = UIButton.ButtonType.custom
    private var titles: [UIControl.State: String] = [:]
    private var titleColors: [UIControl.State: UIColor] = [:]
    private var images: [UIControl.State: UIImage] = [:]
    private var backgroundImages: [UIControl.State: UIImage] = [:]
    private var storedTitleLabel: UILabel?

    /// The point size of the title of a button made with `init(type:)`, without a configuration.
    /// No Apple document states it; Interface Builder shows such a button's font as "System
    /// 15.0", a nib-decoded one carries a 15-point font, and its default height is 30 points (a
    /// 15-point line and 6 above and below). A button with a `UIButton.Configuration` uses the
    /// body style (17 points) instead; the adapter makes none.
    private static let titleFontSize: CGFloat = 15

    /// A button of a type.
    // SDK: UIKit/UIButton.h — + (instancetype)buttonWithType:(UIButtonType)buttonType;
    // (Swift: public convenience init(type buttonType: UIButton.ButtonType))
    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
        storedButtonType = buttonType
        InterfaceRecorder.record("UIButton(type:)", on: self, value: buttonType)
    }

    /// The button's type; `custom` unless made with ``init(type:)``.
    // SDK: UIKit/UIButton.h — @property(nonatomic,readonly) UIButtonType buttonType;
    open var buttonType: UIButton.ButtonType { storedButtonType }

    /// Sets the title for a state.
    // SDK: UIKit/UIButton.h — - (void)setTitle:(nullable NSString *)title forState:(UIControlState)state;
    // (Swift: open func setTitle(_ title: String?, for state: UIControl.State))
    open func setTitle(_ title: String?, for state: UIControl.State) {
        record("setTitle(_:for:)", (title, state), in: "UIButton")
        titles[state] = title
        showCurrentTitle()
    }

    /// The title for a state, else the normal state's.
    // SDK: UIKit/UIButton.h — - (nullable NSString *)titleForState:(UIControlState)state;
    open func title(for state: UIControl.State) -> String? {
        titles[state] ?? titles[.normal]
    }

    /// The title shown in the current state.
    // SDK: UIKit/UIButton.h — @property(nullable, nonatomic,readonly,strong) NSString *currentTitle;
    open var currentTitle: String? { title(for: state) }

    /// Sets the title colour for a state.
    // SDK: UIKit/UIButton.h — - (void)setTitleColor:(nullable UIColor *)color forState:(UIControlState)state UI_APPEARANCE_SELECTOR;
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        record("setTitleColor(_:for:)", (color, state), in: "UIButton")
        titleColors[state] = color
    }

    /// The title colour for a state, else the normal state's; `nil` when none was set (UIKit
    /// then uses a system colour, which is not modelled).
    // SDK: UIKit/UIButton.h — - (nullable UIColor *)titleColorForState:(UIControlState)state;
    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state] ?? titleColors[.normal]
    }

    /// Sets the image for a state.
    // SDK: UIKit/UIButton.h — - (void)setImage:(nullable UIImage *)image forState:(UIControlState)state;
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        record("setImage(_:for:)", (image, state), in: "UIButton")
        images[state] = image
    }

    /// The image for a state, else the normal state's.
    // SDK: UIKit/UIButton.h — - (nullable UIImage *)imageForState:(UIControlState)state;
    open func image(for state: UIControl.State) -> UIImage? {
        images[state] ?? images[.normal]
    }

    /// Sets the background image for a state.
    // SDK: UIKit/UIButton.h — - (void)setBackgroundImage:(nullable UIImage *)image forState:(UIControlState)state UI_APPEARANCE_SELECTOR;
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        record("setBackgroundImage(_:for:)", (image, state), in: "UIButton")
        backgroundImages[state] = image
    }

    /// The background image for a state, else the normal state's.
    // SDK: UIKit/UIButton.h — - (nullable UIImage *)backgroundImageForState:(UIControlState)state;
    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        backgroundImages[state] ?? backgroundImages[.normal]
    }

    /// The label that shows the current title, made on first use, in the 15-point system font of
    /// a button without a configuration (see ``titleFontSize``). Calls on it are recorded as
    /// `"UIButton.titleLabel.<member>"` on the button. It is not among the button's subviews
    /// here (UIKit adds it during layout).
    // SDK: UIKit/UIButton.h — @property(nullable, nonatomic,readonly,strong) UILabel *titleLabel API_AVAILABLE(ios(3.0));
    open var titleLabel: UILabel? {
        if let storedTitleLabel { return storedTitleLabel }
        let label = UILabel(frame: .zero)
        InterfaceRecorder.withoutRecording { label.font = UIFont.systemFont(ofSize: Self.titleFontSize) }
        label.recording.adopt(by: self, path: "UIButton.titleLabel")
        storedTitleLabel = label
        showCurrentTitle()
        return label
    }

    /// The title label is not among the subviews here, so the button passes a text size on.
    override func contentSizeCategoryDidChange(to category: UIContentSizeCategory) {
        storedTitleLabel?.contentSizeCategoryDidChange(to: category)
    }

    /// The space around the title and image; deprecated with button configurations (iOS 15).
    // SDK: UIKit/UIButton.h — @property(nonatomic) UIEdgeInsets contentEdgeInsets
    //     API_DEPRECATED("This property is ignored when using UIButtonConfiguration", ios(2.0,15.0));
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet { record("contentEdgeInsets", contentEdgeInsets, in: "UIButton") }
    }

    /// Whether the button is enabled; the title label follows the state's title.
    // SDK: UIKit/UIControl.h — @property(nonatomic,getter=isEnabled) BOOL enabled; (UIButton redraws for its state)
    open override var isEnabled: Bool {
        didSet { showCurrentTitle() }
    }

    /// Whether the button is selected; the title label follows the state's title.
    // SDK: UIKit/UIControl.h — @property(nonatomic,getter=isSelected) BOOL selected; (UIButton redraws for its state)
    open override var isSelected: Bool {
        didSet { showCurrentTitle() }
    }

    /// Whether the button is highlighted; the title label follows the state's title.
    // SDK: UIKit/UIControl.h — @property(nonatomic,getter=isHighlighted) BOOL highlighted; (UIButton redraws for its state)
    open override var isHighlighted: Bool {
        didSet { showCurrentTitle() }
    }

    /// Keeps the title label's text on the current title, as UIKit does; not a caller's call.
    private func showCurrentTitle() {
        guard let storedTitleLabel else { return }
        let title = currentTitle
        InterfaceRecorder.withoutRecording { storedTitleLabel.text = title }
    }
}
