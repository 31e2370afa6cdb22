/// A slider over a range of values. The value is kept within the range as UIKit documents: a
/// value set outside it is pinned to the nearer end, and moving an end re-pins the value (an end
/// moved past the other drags the other along).
// SDK: UIKit/UISlider.h — @interface UISlider : UIControl <NSCoding> (Swift: @MainActor open class UISlider : UIControl, NSCoding)
@MainActor
open class UISlider: UIControl {
    private var storedValue: Float = 0
    private var storedMinimum: Float = 0
    private var storedMaximum: Float = 1

    /// The value, within ``minimumValue`` and ``maximumValue``; 0 by default.
    // SDK: UIKit/UISlider.h — @property(nonatomic) float value; // default 0.0. this value will be pinned to min/max
    open var value: Float {
        get { storedValue }
        set {
            record("value", newValue, in: "UISlider")
            storedValue = pinned(newValue)
        }
    }

    /// The value at the leading end; 0 by default. Moving it past the value drags the value, past
    /// the maximum drags the maximum.
    // SDK: UIKit/UISlider.h — @property(nonatomic) float minimumValue; // default 0.0. the current value may change if outside new min value
    open var minimumValue: Float {
        get { storedMinimum }
        set {
            record("minimumValue", newValue, in: "UISlider")
            storedMinimum = newValue
            storedMaximum = max(storedMaximum, newValue)
            storedValue = pinned(storedValue)
        }
    }

    /// The value at the trailing end; 1 by default. Moving it past the value drags the value, past
    /// the minimum drags the minimum.
    // SDK: UIKit/UISlider.h — @property(nonatomic) float maximumValue; // default 1.0. the current value may change if outside new max value
    open var maximumValue: Float {
        get { storedMaximum }
        set {
            record("maximumValue", newValue, in: "UISlider")
            storedMaximum = newValue
            storedMinimum = min(storedMinimum, newValue)
            storedValue = pinned(storedValue)
        }
    }

    /// Sets the value, optionally animated (nothing animates here).
    // SDK: UIKit/UISlider.h — - (void)setValue:(float)value animated:(BOOL)animated;
    open func setValue(_ value: Float, animated: Bool) {
        record("setValue(_:animated:)", (value, animated), in: "UISlider")
        storedValue = pinned(value)
    }

    /// The colour of the track before the thumb; `nil` (the tint) by default.
    // SDK: UIKit/UISlider.h — @property(nullable, nonatomic,strong) UIColor *minimumTrackTintColor API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open var minimumTrackTintColor: UIColor? {
        didSet { record("minimumTrackTintColor", minimumTrackTintColor, in: "UISlider") }
    }

    /// The colour of the track after the thumb; `nil` by default.
    // SDK: UIKit/UISlider.h — @property(nullable, nonatomic,strong) UIColor *maximumTrackTintColor API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open var maximumTrackTintColor: UIColor? {
        didSet { record("maximumTrackTintColor", maximumTrackTintColor, in: "UISlider") }
    }

    /// The colour of the thumb; `nil` by default.
    // SDK: UIKit/UISlider.h — @property(nullable, nonatomic,strong) UIColor *thumbTintColor API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open var thumbTintColor: UIColor? {
        didSet { record("thumbTintColor", thumbTintColor, in: "UISlider") }
    }

    private func pinned(_ value: Float) -> Float {
        min(max(value, storedMinimum), storedMaximum)
    }
}
