extension UIImage {
    /// What an image is resolved with (traits, and for symbols their configuration). Here it holds
    /// nothing of its own; ``SymbolConfiguration`` holds a symbol's parts.
    // SDK: UIKit/UIImageConfiguration.h — @interface UIImageConfiguration : NSObject <NSCopying, NSSecureCoding>
    // API_AVAILABLE(ios(13.0)) NS_SWIFT_SENDABLE (Swift: open class UIImage.Configuration : NSObject, NSCopying,
    // NSSecureCoding, @unchecked Sendable; NSCopying and NSSecureCoding not declared here)
    open class Configuration: NSObject, @unchecked Sendable {
        /// Stub-only, not in the SDK (whose `init` is NS_UNAVAILABLE): a configuration that sets
        /// nothing, which the SDK's class methods start from; `required` so that ``applying(_:)``
        /// makes one of the receiver's own class.
        public required init(_interfaceCheckUnspecified: Void) {
            super.init()
        }

        /// This configuration with what `otherConfiguration` sets laid over it.
        // SDK: UIKit/UIImageConfiguration.h — - (instancetype)configurationByApplyingConfiguration:(nullable
        //     UIImageConfiguration *)otherConfiguration; (Swift: func applying(_ otherConfiguration:
        //     UIImage.Configuration?) -> Self)
        open func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
            let merged = Self(_interfaceCheckUnspecified: ())
            merged._interfaceCheckTake(self)
            merged._interfaceCheckTake(otherConfiguration)
            return merged
        }

        /// Stub-only, not in the SDK: takes every part `other` sets, over this one's.
        open func _interfaceCheckTake(_ other: UIImage.Configuration?) {}
    }
}
