/// An object with traits that can change: every view.
// SDK: UIKit/UITraitCollection.h — @protocol UITraitEnvironment <NSObject>
// (Swift: @MainActor public protocol UITraitEnvironment : NSObjectProtocol)
@MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    /// The traits of the environment.
    // SDK: @property (nonatomic, readonly) UITraitCollection *traitCollection API_AVAILABLE(ios(8.0));
    var traitCollection: UITraitCollection { get }

    /// Called after the traits changed.
    // SDK: - (void)traitCollectionDidChange:(nullable UITraitCollection *)previousTraitCollection
    //     API_DEPRECATED("Use the trait change registration APIs", ios(8.0, 17.0));
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
