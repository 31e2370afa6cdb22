/// The closure an action runs: the action, whose ``UIAction/sender`` is the control that sent it.
// SDK: UIKit/UIAction.h — typedef void (^UIActionHandler)(__kindof UIAction *action);
// (Swift: typealias UIActionHandler = (UIAction) -> Void)
public typealias UIActionHandler = (UIAction) -> Void

/// A menu element, or a control's action, that runs a closure. A control runs it through
/// ``UIControl/sendAction(_:)`` for the events it was added for (``UIControl/addAction(_:for:)``),
/// with the control as the ``sender``.
// SDK: UIKit/UIAction.h — @interface UIAction : UIMenuElement <UIMenuLeaf> (Swift: @MainActor open class UIAction : UIMenuElement, UIMenuLeaf)
@MainActor
open class UIAction: UIMenuElement {
    /// What tells one action from another: a control keeps one action per identifier.
    // SDK: UIKit/UIAction.h — typedef NSString *UIActionIdentifier NS_TYPED_EXTENSIBLE_ENUM;
    // (Swift: public struct Identifier : Hashable, Equatable, RawRepresentable, @unchecked Sendable)
    public struct Identifier: Hashable, RawRepresentable, @unchecked Sendable {
        /// The identifier's text.
        public let rawValue: String

        /// An identifier of the given text.
        // SDK: NS_TYPED_EXTENSIBLE_ENUM — public init(_ rawValue: String)
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// An identifier of the given text.
        // SDK: NS_TYPED_EXTENSIBLE_ENUM — public init(rawValue: String)
        public init(rawValue: String) {
            self.rawValue = rawValue
        }
    }

    private let handler: UIActionHandler
    private var storedSender: Any?

    /// An action that runs `handler`. Without an identifier it gets a unique one, as in UIKit.
    // SDK: UIKit/UIAction.h — + (instancetype)actionWithTitle:(NSString *)title image:(nullable UIImage *)image
    //     identifier:(nullable UIActionIdentifier)identifier handler:(UIActionHandler)handler;
    // (Swift: @MainActor @preconcurrency convenience init(title: String = "", image: UIImage? = nil,
    //     identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
    //     attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
    //     handler: @escaping UIActionHandler); attributes and state, with their defaults, are not declared here)
    public convenience init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil, handler: @escaping UIActionHandler
    ) {
        self.init(
            title: title, image: image, identifier: identifier ?? Identifier(UUID().uuidString),
            discoverabilityTitle: discoverabilityTitle, handler: handler)
    }

    /// Not public in the SDK.
    init(
        title: String, image: UIImage?, identifier: UIAction.Identifier, discoverabilityTitle: String?,
        handler: @escaping UIActionHandler
    ) {
        storedIdentifier = identifier
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// The action's identifier.
    // SDK: UIKit/UIAction.h — @property (nonatomic, readonly) UIActionIdentifier identifier;
    // (Swift: open var identifier: UIAction.Identifier { get })
    open var identifier: UIAction.Identifier { storedIdentifier }
    private let storedIdentifier: UIAction.Identifier

    /// A longer title, for the keyboard shortcut overlay.
    // SDK: UIKit/UIAction.h — @property (nonatomic, nullable, copy) NSString *discoverabilityTitle;
    open var discoverabilityTitle: String?

    /// The object the handler runs for: the control that sent the action. `nil` until then.
    // SDK: UIKit/UIAction.h — @property (nonatomic, readonly, nullable) id sender API_AVAILABLE(ios(14.0));
    // (Swift: open var sender: Any? { get })
    open var sender: Any? { storedSender }

    /// Runs the handler with `sender` as the sender; what UIKit does inside `sendAction(_:)`.
    func perform(sender: Any?) {
        storedSender = sender
        handler(self)
    }
}
