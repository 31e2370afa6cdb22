/// A bar that shows how far a task has got. The progress is pinned to 0…1, as UIKit documents.
// SDK: UIKit/UIProgressView.h — @interface UIProgressView : UIView <NSCoding> (Swift: @MainActor open class UIProgressView : UIView, NSCoding)
@MainActor
open class UIProgressView: UIView {
    private var storedProgress: Float = 0

    /// A progress view of a style.
    // SDK: UIKit/UIProgressView.h — - (instancetype)initWithProgressViewStyle:(UIProgressViewStyle)style;
    // (Swift: public convenience init(progressViewStyle style: UIProgressView.Style))
    public convenience init(progressViewStyle style: UIProgressView.Style) {
        self.init(frame: .zero)
        InterfaceRecorder.withoutRecording { progressViewStyle = style }
        InterfaceRecorder.record("UIProgressView(progressViewStyle:)", on: self, value: style)
    }

    /// The style; `default` by default.
    // SDK: UIKit/UIProgressView.h — @property(nonatomic) UIProgressViewStyle progressViewStyle;
    open var progressViewStyle: UIProgressView.Style = .default {
        didSet { record("progressViewStyle", progressViewStyle, in: "UIProgressView") }
    }

    /// The progress from 0 to 1; values outside are pinned. 0 by default.
    // SDK: UIKit/UIProgressView.h — @property(nonatomic) float progress; // 0.0 .. 1.0, default is 0.0. values outside are pinned.
    open var progress: Float {
        get { storedProgress }
        set {
            record("progress", newValue, in: "UIProgressView")
            storedProgress = min(max(newValue, 0), 1)
        }
    }

    /// Sets the progress, optionally animated (nothing animates here).
    // SDK: UIKit/UIProgressView.h — - (void)setProgress:(float)progress animated:(BOOL)animated API_AVAILABLE(ios(5.0));
    open func setProgress(_ progress: Float, animated: Bool) {
        record("setProgress(_:animated:)", (progress, animated), in: "UIProgressView")
        storedProgress = min(max(progress, 0), 1)
    }

    /// The colour of the filled part; `nil` (the tint) by default.
    // SDK: UIKit/UIProgressView.h — @property(nonatomic, strong, nullable) UIColor* progressTintColor API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open var progressTintColor: UIColor? {
        didSet { record("progressTintColor", progressTintColor, in: "UIProgressView") }
    }

    /// The colour of the unfilled part; `nil` by default.
    // SDK: UIKit/UIProgressView.h — @property(nonatomic, strong, nullable) UIColor* trackTintColor API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open var trackTintColor: UIColor? {
        didSet { record("trackTintColor", trackTintColor, in: "UIProgressView") }
    }
}
