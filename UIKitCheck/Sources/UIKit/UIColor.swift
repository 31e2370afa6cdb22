/// A colour: fixed components, or dynamic like the SDK's system colours and asset catalog colours,
/// which resolve to other components in dark appearance. Colours compare equal when they are the
/// same named colour or colour set, or resolve to the same components (the SDK's `isEqual:` also
/// compares colour spaces, so there a grey `UIColor(white:alpha:)` never equals an RGB colour;
/// here it does when the components do).
///
/// Every member is declared in the class itself because on Linux only those can be `open`
/// (overridable) as in the SDK; the resolution logic is in ``ColorAppearance``.
// SDK: UIKit/UIColor.h — @interface UIColor : NSObject <NSSecureCoding, NSCopying>
// (Swift: open class UIColor : NSObject, NSSecureCoding, NSCopying, @unchecked Sendable; not isolated to the main actor)
open class UIColor: NSObject, @unchecked Sendable {
    let appearance: ColorAppearance
    /// The Objective-C getter of a colour UIColor names (`"systemBlueColor"`), or `nil`.
    let catalogName: String?

    private init(_ appearance: ColorAppearance, catalogName: String?) {
        self.appearance = appearance
        self.catalogName = catalogName
        super.init()
    }

    /// A grey.
    // SDK: UIKit/UIColor.h — - (UIColor *)initWithWhite:(CGFloat)white alpha:(CGFloat)alpha;
    // (Swift: public init(white: CGFloat, alpha: CGFloat))
    public init(white: CGFloat, alpha: CGFloat) {
        appearance = .fixed(RGBA(red: white, green: white, blue: white, alpha: alpha), isGray: true)
        catalogName = nil
        super.init()
    }

    /// A colour from red, green, blue and alpha between 0 and 1 (extended sRGB).
    // SDK: UIKit/UIColor.h — - (UIColor *)initWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
    // (Swift: public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat))
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        appearance = .fixed(RGBA(red: red, green: green, blue: blue, alpha: alpha), isGray: false)
        catalogName = nil
        super.init()
    }

    /// The colour of a Core Graphics colour.
    // SDK: UIKit/UIColor.h — - (UIColor *)initWithCGColor:(CGColorRef)cgColor; (Swift: public init(cgColor: CGColor))
    public init(cgColor: CGColor) {
        let c = cgColor.components ?? []
        switch c.count {
        case 2: appearance = .fixed(RGBA(red: c[0], green: c[0], blue: c[0], alpha: c[1]), isGray: true)
        case 4: appearance = .fixed(RGBA(red: c[0], green: c[1], blue: c[2], alpha: c[3]), isGray: false)
        default: appearance = .fixed(RGBA(red: 0, green: 0, blue: 0, alpha: 0), isGray: true)
        }
        catalogName = nil
        super.init()
    }

    /// A colour the block works out for each trait collection.
    // SDK: UIKit/UIColor.h — - (UIColor *)initWithDynamicProvider:(UIColor * (^)(UITraitCollection *traitCollection))dynamicProvider
    //     API_AVAILABLE(ios(13.0)); (Swift: public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor))
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        appearance = .provider(dynamicProvider)
        catalogName = nil
        super.init()
    }

    /// The colour set `name` of `bundle`'s asset catalog (the main bundle's for `nil`), dynamic: it
    /// resolves to the set's dark value in dark appearance and to its Any value otherwise. `nil`
    /// when the catalog has no such set; here, when no test registered it with
    /// ``_interfaceCheckRegisterColor(named:light:dark:in:)``. The trait collection picks a
    /// display gamut's variant on a device; gamuts are not modelled, so it changes nothing here.
    // SDK: UIKit/UIColor.h — + (nullable UIColor *)colorNamed:(NSString *)name inBundle:(nullable NSBundle *)bundle
    //     compatibleWithTraitCollection:(nullable UITraitCollection *)traitCollection API_AVAILABLE(ios(11.0));
    //     (Swift: public /*not inherited*/ init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?))
    @available(iOS 11.0, *)
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        InterfaceRecorder.record(
            "UIColor(named:in:compatibleWith:)", receiver: ObjectIdentifier(UIColor.self), receiverClass: "UIColor",
            value: (name, bundle, traitCollection))
        guard let set = AssetColorSet.named(name, in: bundle ?? .main) else { return nil }
        self.init(.asset(set), catalogName: nil)
    }

    /// Not Apple's: makes `name` a colour set of `bundle`'s asset catalog (the main bundle's for
    /// `nil`), `light` in the Any and light appearances and `dark` in the dark one (`0xRRGGBBAA`),
    /// as an app's `Assets.xcassets` would, for ``init(named:in:compatibleWith:)`` to find.
    public static func _interfaceCheckRegisterColor(named name: String, light: UInt32, dark: UInt32, in bundle: Bundle?) {
        let url = (bundle ?? .main).bundleURL.standardizedFileURL
        AssetColorSet.register(AssetColorSet(name: name, bundleURL: url, light: RGBA(light), dark: RGBA(dark)))
    }

    /// A colour UIColor names with fixed components, such as `black`.
    convenience init(named name: String, _ rgba: RGBA, isGray: Bool) {
        self.init(.fixed(rgba, isGray: isGray), catalogName: name)
    }

    /// A system colour with a light and a dark variant (`0xRRGGBBAA`), such as `systemBlue`.
    convenience init(system name: String, light: UInt32, dark: UInt32) {
        self.init(.system(light: RGBA(light), dark: RGBA(dark)), catalogName: name)
    }

    /// The fixed colour this one is for `traitCollection`; a fixed colour is itself.
    // SDK: UIKit/UIColor.h — - (UIColor *)resolvedColorWithTraitCollection:(UITraitCollection *)traitCollection API_AVAILABLE(ios(13.0));
    // (Swift: open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor)
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        if case .fixed = appearance { return self }
        let (rgba, isGray) = appearance.resolved(for: traitCollection)
        return UIColor(.fixed(rgba, isGray: isGray), catalogName: nil)
    }

    /// The Core Graphics colour, resolved for `UITraitCollection.current` as in the SDK: it does not
    /// follow a later change of appearance.
    // SDK: UIKit/UIColor.h — @property(nonatomic,readonly) CGColorRef CGColor; (Swift: open var cgColor: CGColor { get })
    open var cgColor: CGColor {
        cgColor(for: UITraitCollection.current)
    }

    /// The Core Graphics colour for `traits`: grey components for a grey colour, as in the SDK.
    func cgColor(for traits: UITraitCollection) -> CGColor {
        let (rgba, isGray) = appearance.resolved(for: traits)
        return isGray
            ? CGColor(gray: rgba.red, alpha: rgba.alpha)
            : CGColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
    }

    /// Writes the components, resolved for `UITraitCollection.current`; always succeeds here.
    // SDK: UIKit/UIColor.h — - (BOOL)getRed:(nullable CGFloat *)red green:(nullable CGFloat *)green blue:(nullable CGFloat *)blue
    //     alpha:(nullable CGFloat *)alpha API_AVAILABLE(ios(5.0));
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let rgba = appearance.resolved(for: UITraitCollection.current).rgba
        red?.pointee = rgba.red
        green?.pointee = rgba.green
        blue?.pointee = rgba.blue
        alpha?.pointee = rgba.alpha
        return true
    }

    /// This colour with another alpha; a dynamic colour stays dynamic.
    // SDK: UIKit/UIColor.h — - (UIColor *)colorWithAlphaComponent:(CGFloat)alpha; (Swift: open func withAlphaComponent(_ alpha: CGFloat) -> UIColor)
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if case let .fixed(rgba, isGray) = appearance {
            var changed = rgba
            changed.alpha = alpha
            return UIColor(.fixed(changed, isGray: isGray), catalogName: nil)
        }
        return UIColor { [self] traits in resolvedColor(with: traits).withAlphaComponent(alpha) }
    }

    /// Equal when both are the same named system colour, the same colour set of one bundle's asset
    /// catalog, or both fixed with the same components; a colour made from a block equals only itself.
    // SDK: objc/NSObject.h — - (BOOL)isEqual:(id)object;
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return other === self || appearance.isEqual(named: catalogName, to: other.appearance, named: other.catalogName)
    }

    /// Consistent with ``isEqual(_:)``.
    // SDK: objc/NSObject.h — @property (readonly) NSUInteger hash;
    open override var hash: Int {
        switch appearance {
        case let .fixed(rgba, _): return rgba.hashValue
        case .system: return catalogName.hashValue
        case let .asset(set): return set.hashValue
        case .provider: return ObjectIdentifier(self).hashValue
        }
    }

    /// As the SDK describes colours: `UIExtendedSRGBColorSpace 1 0 0 1`, or the named colour's getter.
    // SDK: objc/NSObject.h — @property (readonly, copy) NSString *description;
    open override var description: String {
        switch appearance {
        case let .fixed(rgba, isGray):
            return isGray
                ? "UIExtendedGrayColorSpace \(rgba.red) \(rgba.alpha)"
                : "UIExtendedSRGBColorSpace \(rgba.red) \(rgba.green) \(rgba.blue) \(rgba.alpha)"
        case .system:
            return catalogName ?? "system colour"
        // How the SDK describes a catalog colour is unconfirmed.
        case let .asset(set):
            return "named colour '\(set.name)'"
        case .provider:
            return "dynamic colour"
        }
    }

    // MARK: The Objective-C runtime's look-up of class properties by getter, which Linux's NSObject lacks

    /// Whether UIColor has the class property whose getter is `aSelector`.
    // SDK: objc/NSObject.h — @protocol NSObject - (BOOL)respondsToSelector:(SEL)aSelector; (Swift imports
    // NSObject's instance methods as class methods too, so UIColor.responds(to:) is valid on a device)
    open class func responds(to aSelector: Selector!) -> Bool {
        ColorCatalog.byGetter[aSelector.name] != nil
    }

    /// Calls the class property whose getter is `aSelector`. A selector UIColor does not have is
    /// recorded as unrecognized (a crash on a device), and the answer is `nil`.
    // SDK: objc/NSObject.h — - (id)performSelector:(SEL)aSelector; (Swift: func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>!)
    open class func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        guard let color = ColorCatalog.byGetter[aSelector.name] else {
            InterfaceRecorder.log.append(UnrecognizedSelector(receiverClass: "UIColor", selector: aSelector))
            return nil
        }
        // The named colours live as long as the process, so an unretained reference is safe.
        return Unmanaged.passUnretained(color)
    }

    // MARK: Standard colours, fixed and the same in light and dark appearance

    /// 0.0 white.
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *blackColor; // 0.0 white
    open class var black: UIColor { ColorCatalog.black }

    /// 0.333 white.
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *darkGrayColor; // 0.333 white
    open class var darkGray: UIColor { ColorCatalog.darkGray }

    /// 0.667 white.
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *lightGrayColor; // 0.667 white
    open class var lightGray: UIColor { ColorCatalog.lightGray }

    /// 1.0 white.
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *whiteColor; // 1.0 white
    open class var white: UIColor { ColorCatalog.white }

    /// 0.5 white.
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *grayColor; // 0.5 white
    open class var gray: UIColor { ColorCatalog.gray }

    /// 1.0, 0.0, 0.0 RGB.
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *redColor; // 1.0, 0.0, 0.0 RGB
    open class var red: UIColor { ColorCatalog.red }

    /// 0.0, 1.0, 0.0 RGB.
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *greenColor; // 0.0, 1.0, 0.0 RGB
    open class var green: UIColor { ColorCatalog.green }

    /// 0.0, 0.0, 1.0 RGB.
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *blueColor; // 0.0, 0.0, 1.0 RGB
    open class var blue: UIColor { ColorCatalog.blue }

    /// 0.0, 1.0, 1.0 RGB.
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *cyanColor; // 0.0, 1.0, 1.0 RGB
    open class var cyan: UIColor { ColorCatalog.cyan }

    /// 1.0, 1.0, 0.0 RGB.
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *yellowColor; // 1.0, 1.0, 0.0 RGB
    open class var yellow: UIColor { ColorCatalog.yellow }

    /// 1.0, 0.0, 1.0 RGB.
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *magentaColor; // 1.0, 0.0, 1.0 RGB
    open class var magenta: UIColor { ColorCatalog.magenta }

    /// 1.0, 0.5, 0.0 RGB.
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *orangeColor; // 1.0, 0.5, 0.0 RGB
    open class var orange: UIColor { ColorCatalog.orange }

    /// 0.5, 0.0, 0.5 RGB.
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *purpleColor; // 0.5, 0.0, 0.5 RGB
    open class var purple: UIColor { ColorCatalog.purple }

    /// 0.6, 0.4, 0.2 RGB.
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *brownColor; // 0.6, 0.4, 0.2 RGB
    open class var brown: UIColor { ColorCatalog.brown }

    /// 0.0 white, 0.0 alpha.
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *clearColor; // 0.0 white, 0.0 alpha
    open class var clear: UIColor { ColorCatalog.clear }

    // MARK: System colours, dynamic: each resolves to another value in dark appearance

    /// #FF3B30FF in light, #FF453AFF in dark appearance (RRGGBBAA).
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *systemRedColor API_AVAILABLE(ios(7.0));
    open class var systemRed: UIColor { ColorCatalog.systemRed }

    /// #34C759FF in light, #30D158FF in dark appearance (RRGGBBAA).
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *systemGreenColor API_AVAILABLE(ios(7.0));
    open class var systemGreen: UIColor { ColorCatalog.systemGreen }

    /// #007AFFFF in light, #0A84FFFF in dark appearance (RRGGBBAA).
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *systemBlueColor API_AVAILABLE(ios(7.0));
    open class var systemBlue: UIColor { ColorCatalog.systemBlue }

    /// #FF9500FF in light, #FF9F0AFF in dark appearance (RRGGBBAA).
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *systemOrangeColor API_AVAILABLE(ios(7.0));
    open class var systemOrange: UIColor { ColorCatalog.systemOrange }

    /// #FFCC00FF in light, #FFD60AFF in dark appearance (RRGGBBAA).
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *systemYellowColor API_AVAILABLE(ios(7.0));
    open class var systemYellow: UIColor { ColorCatalog.systemYellow }

    /// #FF2D55FF in light, #FF375FFF in dark appearance (RRGGBBAA).
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *systemPinkColor API_AVAILABLE(ios(7.0));
    open class var systemPink: UIColor { ColorCatalog.systemPink }

    /// #AF52DEFF in light, #BF5AF2FF in dark appearance (RRGGBBAA).
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *systemPurpleColor API_AVAILABLE(ios(9.0));
    @available(iOS 9.0, *)
    open class var systemPurple: UIColor { ColorCatalog.systemPurple }

    /// #30B0C7FF in light, #40C8E0FF in dark appearance (RRGGBBAA).
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *systemTealColor API_AVAILABLE(ios(7.0));
    open class var systemTeal: UIColor { ColorCatalog.systemTeal }

    /// #5856D6FF in light, #5E5CE6FF in dark appearance (RRGGBBAA).
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *systemIndigoColor API_AVAILABLE(ios(13.0));
    @available(iOS 13.0, *)
    open class var systemIndigo: UIColor { ColorCatalog.systemIndigo }

    /// #00C7BEFF in light, #63E6E2FF in dark appearance (RRGGBBAA).
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *systemMintColor API_AVAILABLE(ios(15.0));
    @available(iOS 15.0, *)
    open class var systemMint: UIColor { ColorCatalog.systemMint }

    /// #32ADE6FF in light, #64D2FFFF in dark appearance (RRGGBBAA).
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *systemCyanColor API_AVAILABLE(ios(15.0));
    @available(iOS 15.0, *)
    open class var systemCyan: UIColor { ColorCatalog.systemCyan }

    /// #A2845EFF in light, #AC8E68FF in dark appearance (RRGGBBAA).
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *systemBrownColor API_AVAILABLE(ios(13.0));
    @available(iOS 13.0, *)
    open class var systemBrown: UIColor { ColorCatalog.systemBrown }

    /// #8E8E93FF in light, #8E8E93FF in dark appearance (RRGGBBAA).
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *systemGrayColor API_AVAILABLE(ios(7.0));
    open class var systemGray: UIColor { ColorCatalog.systemGray }

    /// #AEAEB2FF in light, #636366FF in dark appearance (RRGGBBAA).
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *systemGray2Color API_AVAILABLE(ios(13.0));
    @available(iOS 13.0, *)
    open class var systemGray2: UIColor { ColorCatalog.systemGray2 }

    /// #C7C7CCFF in light, #48484AFF in dark appearance (RRGGBBAA).
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *systemGray3Color API_AVAILABLE(ios(13.0));
    @available(iOS 13.0, *)
    open class var systemGray3: UIColor { ColorCatalog.systemGray3 }

    /// #D1D1D6FF in light, #3A3A3CFF in dark appearance (RRGGBBAA).
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *systemGray4Color API_AVAILABLE(ios(13.0));
    @available(iOS 13.0, *)
    open class var systemGray4: UIColor { ColorCatalog.systemGray4 }

    /// #E5E5EAFF in light, #2C2C2EFF in dark appearance (RRGGBBAA).
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *systemGray5Color API_AVAILABLE(ios(13.0));
    @available(iOS 13.0, *)
    open class var systemGray5: UIColor { ColorCatalog.systemGray5 }

    /// #F2F2F7FF in light, #1C1C1EFF in dark appearance (RRGGBBAA).
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *systemGray6Color API_AVAILABLE(ios(13.0));
    @available(iOS 13.0, *)
    open class var systemGray6: UIColor { ColorCatalog.systemGray6 }

    // MARK: Semantic colours, dynamic: each resolves to another value in dark appearance

    /// The colour of primary text. #000000FF in light, #FFFFFFFF in dark appearance (RRGGBBAA).
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *labelColor API_AVAILABLE(ios(13.0));
    @available(iOS 13.0, *)
    open class var label: UIColor { ColorCatalog.label }

    /// The colour of secondary text. #3C3C4399 in light, #EBEBF599 in dark appearance (RRGGBBAA).
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *secondaryLabelColor API_AVAILABLE(ios(13.0));
    @available(iOS 13.0, *)
    open class var secondaryLabel: UIColor { ColorCatalog.secondaryLabel }

    /// The colour of tertiary text. #3C3C434C in light, #EBEBF54C in dark appearance (RRGGBBAA).
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *tertiaryLabelColor API_AVAILABLE(ios(13.0));
    @available(iOS 13.0, *)
    open class var tertiaryLabel: UIColor { ColorCatalog.tertiaryLabel }

    /// The colour of quaternary text. #3C3C432D in light, #EBEBF52D in dark appearance (RRGGBBAA).
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *quaternaryLabelColor API_AVAILABLE(ios(13.0));
    @available(iOS 13.0, *)
    open class var quaternaryLabel: UIColor { ColorCatalog.quaternaryLabel }

    /// The fill for thin and small shapes. #78788033 in light, #7878805B in dark appearance (RRGGBBAA).
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *systemFillColor API_AVAILABLE(ios(13.0));
    @available(iOS 13.0, *)
    open class var systemFill: UIColor { ColorCatalog.systemFill }

    /// The fill for medium-size shapes. #78788028 in light, #78788051 in dark appearance (RRGGBBAA).
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *secondarySystemFillColor API_AVAILABLE(ios(13.0));
    @available(iOS 13.0, *)
    open class var secondarySystemFill: UIColor { ColorCatalog.secondarySystemFill }

    /// The fill for large shapes. #7676801E in light, #7676803D in dark appearance (RRGGBBAA).
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *tertiarySystemFillColor API_AVAILABLE(ios(13.0));
    @available(iOS 13.0, *)
    open class var tertiarySystemFill: UIColor { ColorCatalog.tertiarySystemFill }

    /// The fill for large areas with complex content. #74748014 in light, #7676802D in dark appearance (RRGGBBAA).
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *quaternarySystemFillColor API_AVAILABLE(ios(13.0));
    @available(iOS 13.0, *)
    open class var quaternarySystemFill: UIColor { ColorCatalog.quaternarySystemFill }

    /// The colour of placeholder text. #3C3C434C in light, #EBEBF54C in dark appearance (RRGGBBAA).
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *placeholderTextColor API_AVAILABLE(ios(13.0));
    @available(iOS 13.0, *)
    open class var placeholderText: UIColor { ColorCatalog.placeholderText }

    /// The main background. #FFFFFFFF in light, #000000FF in dark appearance (RRGGBBAA).
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *systemBackgroundColor API_AVAILABLE(ios(13.0));
    @available(iOS 13.0, *)
    open class var systemBackground: UIColor { ColorCatalog.systemBackground }

    /// The background of content on the main background. #F2F2F7FF in light, #1C1C1EFF in dark appearance (RRGGBBAA).
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *secondarySystemBackgroundColor API_AVAILABLE(ios(13.0));
    @available(iOS 13.0, *)
    open class var secondarySystemBackground: UIColor { ColorCatalog.secondarySystemBackground }

    /// The background of content on the secondary background. #FFFFFFFF in light, #2C2C2EFF in dark appearance (RRGGBBAA).
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *tertiarySystemBackgroundColor API_AVAILABLE(ios(13.0));
    @available(iOS 13.0, *)
    open class var tertiarySystemBackground: UIColor { ColorCatalog.tertiarySystemBackground }

    /// The main background of grouped content. #F2F2F7FF in light, #000000FF in dark appearance (RRGGBBAA).
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *systemGroupedBackgroundColor API_AVAILABLE(ios(13.0));
    @available(iOS 13.0, *)
    open class var systemGroupedBackground: UIColor { ColorCatalog.systemGroupedBackground }

    /// The background of content on the grouped background. #FFFFFFFF in light, #1C1C1EFF in dark appearance (RRGGBBAA).
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *secondarySystemGroupedBackgroundColor API_AVAILABLE(ios(13.0));
    @available(iOS 13.0, *)
    open class var secondarySystemGroupedBackground: UIColor { ColorCatalog.secondarySystemGroupedBackground }

    /// The background of content on the secondary grouped background. #F2F2F7FF in light, #2C2C2EFF in dark appearance (RRGGBBAA).
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *tertiarySystemGroupedBackgroundColor API_AVAILABLE(ios(13.0));
    @available(iOS 13.0, *)
    open class var tertiarySystemGroupedBackground: UIColor { ColorCatalog.tertiarySystemGroupedBackground }

    /// The colour of thin separators, which lets content show through. #3C3C4349 in light, #54545899 in dark appearance (RRGGBBAA).
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *separatorColor API_AVAILABLE(ios(13.0));
    @available(iOS 13.0, *)
    open class var separator: UIColor { ColorCatalog.separator }

    /// The colour of opaque separators. #C6C6C8FF in light, #38383AFF in dark appearance (RRGGBBAA).
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *opaqueSeparatorColor API_AVAILABLE(ios(13.0));
    @available(iOS 13.0, *)
    open class var opaqueSeparator: UIColor { ColorCatalog.opaqueSeparator }

    /// The colour of links. #007AFFFF in light, #0984FFFF in dark appearance (RRGGBBAA).
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *linkColor API_AVAILABLE(ios(13.0));
    @available(iOS 13.0, *)
    open class var link: UIColor { ColorCatalog.link }

    /// The tint of the current trait environment; systemBlue unless a view sets its own.
    // SDK: UIKit/UIColor.h — @property(class, nonatomic, readonly) UIColor *tintColor API_AVAILABLE(ios(15.0));
    @available(iOS 15.0, *)
    open class var tintColor: UIColor { ColorCatalog.tintColor }
}
