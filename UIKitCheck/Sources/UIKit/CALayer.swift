/// The Core Animation layer behind every view. Only the properties a layout sets are declared.
/// Not isolated to the main actor, as in the SDK.
// SDK: QuartzCore/CALayer.h — @interface CALayer : NSObject <NSSecureCoding, CAMediaTiming>
// (Swift: open class CALayer : NSObject, NSSecureCoding, CAMediaTiming)
open class CALayer: NSObject {
    /// Calls on a view's layer are recorded against the view as `"UIView.layer.…"`; on a layer of
    /// its own as `"CALayer.…"`.
    let recording: RecordingIdentity
    private let declaringType: String
    private let memberPrefix: String

    var storedMasksToBounds = false
    var storedBackgroundColor: CGColor?
    private var storedCornerRadius: CGFloat = 0
    private var storedBorderWidth: CGFloat = 0
    private var storedBorderColor: CGColor? = CGColor(gray: 0, alpha: 1)

    /// A layer of its own.
    // SDK: QuartzCore/CALayer.h — + (instancetype)layer; - (instancetype)init; (Swift: public override init())
    public override init() {
        recording = RecordingIdentity()
        declaringType = "CALayer"
        memberPrefix = ""
        super.init()
        recording.bind(to: self)
    }

    /// A view's layer, whose calls are recorded against the view.
    init(viewRecording: RecordingIdentity) {
        recording = viewRecording
        declaringType = "UIView"
        memberPrefix = "layer."
        super.init()
    }

    /// The object that draws and lays out the layer; a view is its own layer's delegate.
    // SDK: QuartzCore/CALayer.h — @property(nullable, weak) id <CALayerDelegate> delegate;
    weak open var delegate: (any CALayerDelegate)?

    /// The radius of the rounded corners; 0 by default.
    // SDK: QuartzCore/CALayer.h — @property CGFloat cornerRadius;
    open var cornerRadius: CGFloat {
        get { storedCornerRadius }
        set {
            record("cornerRadius", newValue)
            storedCornerRadius = newValue
        }
    }

    /// The width of the border; 0 by default.
    // SDK: QuartzCore/CALayer.h — @property CGFloat borderWidth;
    open var borderWidth: CGFloat {
        get { storedBorderWidth }
        set {
            record("borderWidth", newValue)
            storedBorderWidth = newValue
        }
    }

    /// The colour of the border; opaque black by default. A `CGColor` has no dark variant: a
    /// caller must set it again when the appearance changes, as on a device.
    // SDK: QuartzCore/CALayer.h — @property(nullable) CGColorRef borderColor;
    open var borderColor: CGColor? {
        get { storedBorderColor }
        set {
            record("borderColor", newValue)
            storedBorderColor = newValue
        }
    }

    /// Whether sublayers are clipped to the bounds; the same switch as `UIView.clipsToBounds`.
    // SDK: QuartzCore/CALayer.h — @property BOOL masksToBounds;
    open var masksToBounds: Bool {
        get { storedMasksToBounds }
        set {
            record("masksToBounds", newValue)
            storedMasksToBounds = newValue
        }
    }

    /// The background colour; a view sets it from its `backgroundColor`, resolved for its traits.
    // SDK: QuartzCore/CALayer.h — @property(nullable) CGColorRef backgroundColor;
    open var backgroundColor: CGColor? {
        get { storedBackgroundColor }
        set {
            record("backgroundColor", newValue)
            storedBackgroundColor = newValue
        }
    }

    private func record(_ member: String, _ value: (any Sendable)?) {
        recording.record(memberPrefix + member, in: declaringType, value: value)
    }
}

/// What a layer's delegate may implement; a view is its layer's delegate.
// SDK: QuartzCore/CALayer.h — @protocol CALayerDelegate <NSObject> (every method optional, none declared here)
public protocol CALayerDelegate: NSObjectProtocol {}
