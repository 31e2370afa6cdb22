/// An on/off switch. It keeps the frame it is given (UIKit fixes a switch's size; not modelled).
// SDK: UIKit/UISwitch.h — @interface UISwitch : UIControl <NSCoding> (Swift: @MainActor open class UISwitch : UIControl, NSCoding)
@MainActor
open class UISwitch: UIControl {
    /// Whether the switch is on; off by default.
    // SDK: UIKit/UISwitch.h — @property(nonatomic,getter=isOn) BOOL on;
    open var isOn = false {
        didSet { record("isOn", isOn, in: "UISwitch") }
    }

    /// Turns the switch on or off, optionally animated (nothing animates here).
    // SDK: UIKit/UISwitch.h — - (void)setOn:(BOOL)on animated:(BOOL)animated; // does not send action
    open func setOn(_ on: Bool, animated: Bool) {
        record("setOn(_:animated:)", (on, animated), in: "UISwitch")
        InterfaceRecorder.withoutRecording { isOn = on }
    }

    /// The colour of the track when on; `nil` (the system green) by default.
    // SDK: UIKit/UISwitch.h — @property(nullable, nonatomic, strong) UIColor *onTintColor API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open var onTintColor: UIColor? {
        didSet { record("onTintColor", onTintColor, in: "UISwitch") }
    }

    /// The colour of the thumb; `nil` (white) by default.
    // SDK: UIKit/UISwitch.h — @property(nullable, nonatomic, strong) UIColor *thumbTintColor API_AVAILABLE(ios(6.0)) UI_APPEARANCE_SELECTOR;
    open var thumbTintColor: UIColor? {
        didSet { record("thumbTintColor", thumbTintColor, in: "UISwitch") }
    }
}
