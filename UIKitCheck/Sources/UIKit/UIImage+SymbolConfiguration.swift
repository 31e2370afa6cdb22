extension UIImage {
    /// The point size, weight and scale a symbol image is drawn with; a part not set is left to
    /// another configuration laid over it, or to the system.
    // SDK: UIKit/UIImageSymbolConfiguration.h — @interface UIImageSymbolConfiguration : UIImageConfiguration
    // API_AVAILABLE(ios(13.0)) NS_SWIFT_SENDABLE (Swift: open class UIImage.SymbolConfiguration :
    // UIImage.Configuration, @unchecked Sendable)
    open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
        /// Stub-only, not in the SDK (which has no getter for it): the point size set, if any.
        public private(set) var _interfaceCheckPointSize: CGFloat?
        /// Stub-only, not in the SDK: the weight set; `.unspecified` when none is.
        public private(set) var _interfaceCheckWeight: UIImage.SymbolWeight = .unspecified
        /// Stub-only, not in the SDK: the scale set; `.unspecified` when none is.
        public private(set) var _interfaceCheckScale: UIImage.SymbolScale = .unspecified

        /// A configuration of a fixed point size.
        // SDK: UIKit/UIImageSymbolConfiguration.h — + (instancetype)configurationWithPointSize:(CGFloat)pointSize;
        //     (Swift: public convenience init(pointSize: CGFloat))
        public convenience init(pointSize: CGFloat) {
            self.init(_interfaceCheckUnspecified: ())
            _interfaceCheckPointSize = pointSize
        }

        /// A configuration of a weight.
        // SDK: UIKit/UIImageSymbolConfiguration.h — + (instancetype)configurationWithWeight:(UIImageSymbolWeight)weight;
        //     (Swift: public convenience init(weight: UIImage.SymbolWeight))
        public convenience init(weight: UIImage.SymbolWeight) {
            self.init(_interfaceCheckUnspecified: ())
            _interfaceCheckWeight = weight
        }

        /// A configuration of a scale.
        // SDK: UIKit/UIImageSymbolConfiguration.h — + (instancetype)configurationWithScale:(UIImageSymbolScale)scale;
        //     (Swift: public convenience init(scale: UIImage.SymbolScale))
        public convenience init(scale: UIImage.SymbolScale) {
            self.init(_interfaceCheckUnspecified: ())
            _interfaceCheckScale = scale
        }

        /// Takes the parts `other` sets: a later configuration wins for each part it specifies,
        /// as the SDK's merge does.
        open override func _interfaceCheckTake(_ other: UIImage.Configuration?) {
            guard let other = other as? SymbolConfiguration else { return }
            if let pointSize = other._interfaceCheckPointSize { _interfaceCheckPointSize = pointSize }
            if other._interfaceCheckWeight != .unspecified { _interfaceCheckWeight = other._interfaceCheckWeight }
            if other._interfaceCheckScale != .unspecified { _interfaceCheckScale = other._interfaceCheckScale }
        }

        /// Equal when every part is.
        // SDK: UIKit/UIImageSymbolConfiguration.h — - (BOOL)isEqualToConfiguration:(nullable
        //     UIImageSymbolConfiguration *)otherConfiguration; (and NSObject's isEqual:)
        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? SymbolConfiguration else { return false }
            return other._interfaceCheckPointSize == _interfaceCheckPointSize
                && other._interfaceCheckWeight == _interfaceCheckWeight && other._interfaceCheckScale == _interfaceCheckScale
        }

        /// Consistent with ``isEqual(_:)``.
        // SDK: objc/NSObject.h — @property (readonly) NSUInteger hash;
        open override var hash: Int {
            var hasher = Hasher()
            hasher.combine(_interfaceCheckPointSize)
            hasher.combine(_interfaceCheckWeight)
            hasher.combine(_interfaceCheckScale)
            return hasher.finalize()
        }
    }
}
