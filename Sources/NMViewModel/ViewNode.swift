/// A view in a layout's primary tree: its identity and structure as typed fields, every other
/// property as written, by name.
public struct ViewNode: Codable, Sendable, Hashable {
    /// The id outlets and alternative layouts refer to.
    public var id: String?
    /// The class (`class` in the file); `nil` means UIView, or the template's class.
    public var viewClass: String?
    /// The UIKit class a custom `viewClass` inherits from (`base` in the file), which gives the
    /// view its properties and its behaviour everywhere the layout is read; `nil` is none written.
    public var baseClass: String?
    /// The template this node copies (`template` in the file); `nil` after resolving.
    public var template: String?
    /// Frame in the superview, in the layout's design size.
    public var frame: Rect?
    /// How the frame follows the superview's size; `nil` is none.
    public var autoresizing: AutoresizingMask?
    /// Whether alternative layouts stop at this view (the original NMViewLayoutOmitSubviewsView).
    public var omitFromLayouts: Bool
    /// Whether this view, a subview of the root, is placed against the root's full bounds when its
    /// layout declares a safe area (`ignoresSafeArea`): full-bleed backgrounds, images, headers.
    public var ignoresSafeArea: Bool
    /// Whether this view and its subtree are mirrored in a right-to-left language when the layout
    /// is (`mirrors`, true unless written false): a media scrubber or a clock face says false.
    public var mirrors: Bool
    /// The grid that lays out this view's subviews.
    public var grid: GridLayout?
    /// How many of the first subviews were composed from the layout file of this view's class
    /// (a nested NMView): set by ``Resolver``, so that an app whose class builds its own
    /// subviews skips these copies, while tools still see the composed tree.
    public var composedSubviews: Int
    /// Control event → method name.
    public var actions: [String: String]
    /// Every other property (backgroundColor, text, font, …) as written.
    public var properties: [String: PropertyValue]
    /// The subviews, back to front.
    public var subviews: [ViewNode]

    /// The class a view without one has.
    public static let viewClassDefault = "UIView"
    /// Keys with a field of their own; everything else is a property.
    static let structuralKeys: Set<String> = [
        "id", "class", "base", "template", "frame", "autoresizing", "omitFromLayouts", "ignoresSafeArea", "mirrors", "grid",
        "composedSubviews", "actions", "subviews",
    ]

    /// A node with every field named.
    public init(
        id: String? = nil, viewClass: String? = nil, baseClass: String? = nil, template: String? = nil, frame: Rect? = nil,
        autoresizing: AutoresizingMask? = nil, omitFromLayouts: Bool = false, ignoresSafeArea: Bool = false, mirrors: Bool = true,
        grid: GridLayout? = nil,
        composedSubviews: Int = 0, actions: [String: String] = [:], properties: [String: PropertyValue] = [:], subviews: [ViewNode] = []
    ) {
        self.id = id
        self.viewClass = viewClass
        self.baseClass = baseClass
        self.template = template
        self.frame = frame
        self.autoresizing = autoresizing
        self.omitFromLayouts = omitFromLayouts
        self.ignoresSafeArea = ignoresSafeArea
        self.mirrors = mirrors
        self.grid = grid
        self.composedSubviews = composedSubviews
        self.actions = actions
        self.properties = properties
        self.subviews = subviews
    }

    /// The class this view is made of.
    @inlinable public var resolvedClass: String { viewClass ?? Self.viewClassDefault }

    /// The UIKit class whose properties and behaviour this view has: its `base` when it names
    /// one, else its own class. A custom class without a base behaves as a plain UIView does.
    @inlinable public var kitClass: String {
        if let baseClass { return baseClass }
        let name = resolvedClass
        return Self.kitClasses.contains(name) ? name : Self.viewClassDefault
    }

    /// The UIKit classes the format declares: UIView and those with properties of their own.
    public static let kitClasses: Set<String> = Set(ViewProperty.allCases.flatMap(\.declaration.classes))

    /// The classes the format declares that are controls, which send actions.
    public static let controlClasses: Set<String> = ["UIButton", "UISwitch", "UISlider", "UISegmentedControl", "UITextField"]

    /// Whether the format lets this view have actions: a control, or a class of your own that may
    /// be one (without a base, or based on UIView).
    public var takesActions: Bool {
        let kit = kitClass
        return Self.controlClasses.contains(kit) || (kit == Self.viewClassDefault && !Self.kitClasses.contains(resolvedClass))
    }

    public init(from decoder: any Decoder) throws {
        let object = try decoder.container(keyedBy: DynamicKey.self)
        self.init()
        for key in object.allKeys {
            switch key.stringValue {
            case "id": id = try object.decode(String.self, forKey: key)
            case "class": viewClass = try object.decode(String.self, forKey: key)
            case "base": baseClass = try object.decode(String.self, forKey: key)
            case "template": template = try object.decode(String.self, forKey: key)
            case "frame": frame = try object.decode(Rect.self, forKey: key)
            case "autoresizing": autoresizing = try object.decode(AutoresizingMask.self, forKey: key)
            case "omitFromLayouts": omitFromLayouts = try object.decode(Bool.self, forKey: key)
            case "ignoresSafeArea": ignoresSafeArea = try object.decode(Bool.self, forKey: key)
            case "mirrors": mirrors = try object.decode(Bool.self, forKey: key)
            case "grid": grid = try object.decode(GridLayout.self, forKey: key)
            case "composedSubviews": composedSubviews = try object.decode(Int.self, forKey: key)
            case "actions": actions = try object.decode([String: String].self, forKey: key)
            case "subviews": subviews = try object.decode([ViewNode].self, forKey: key)
            case let name where name.hasPrefix("x-"): continue
            case let name: properties[name] = try object.decode(PropertyValue.self, forKey: key)
            }
        }
    }

    /// Encodes in the file's own shape: structural keys and properties side by side, defaults left out.
    public func encode(to encoder: any Encoder) throws {
        var object = encoder.container(keyedBy: DynamicKey.self)
        try object.encodeIfPresent(id, forKey: DynamicKey("id"))
        try object.encodeIfPresent(viewClass, forKey: DynamicKey("class"))
        try object.encodeIfPresent(baseClass, forKey: DynamicKey("base"))
        try object.encodeIfPresent(template, forKey: DynamicKey("template"))
        try object.encodeIfPresent(frame, forKey: DynamicKey("frame"))
        // An empty list is kept: on a template instance it overrides the template's mask.
        try object.encodeIfPresent(autoresizing, forKey: DynamicKey("autoresizing"))
        if omitFromLayouts { try object.encode(true, forKey: DynamicKey("omitFromLayouts")) }
        if ignoresSafeArea { try object.encode(true, forKey: DynamicKey("ignoresSafeArea")) }
        if !mirrors { try object.encode(false, forKey: DynamicKey("mirrors")) }
        try object.encodeIfPresent(grid, forKey: DynamicKey("grid"))
        if composedSubviews > 0 { try object.encode(composedSubviews, forKey: DynamicKey("composedSubviews")) }
        if !actions.isEmpty { try object.encode(actions, forKey: DynamicKey("actions")) }
        for (name, value) in properties { try object.encode(value, forKey: DynamicKey(name)) }
        if !subviews.isEmpty { try object.encode(subviews, forKey: DynamicKey("subviews")) }
    }
}
