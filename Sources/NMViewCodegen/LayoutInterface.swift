import NMViewDiagnostics
import NMViewModel
import NMViewSourceTree

/// What one layout offers Swift code, worked out from the resolved document (so a template copy
/// has its template's class, and a view of a class with its own layout file is that class) and
/// placed in the file it was written in: its outlets, the methods its controls call, and the
/// names of its layouts and templates. ``SwiftInterfaceWriter`` turns it into source.
public struct LayoutInterface: Sendable {
    /// A view exposed to code: an id listed under `outlets:` that the host builds.
    public struct Outlet: Sendable, Hashable {
        /// The id, as the layout and `outlet(_:as:)` name it.
        public var id: String
        /// Its class in the resolved layout.
        public var viewClass: String
        /// Where the view is written: its `id`, or for a template copy the instance's.
        public var location: SourceLocation?
        /// The template it is a copy of, or whose copy it is inside.
        public var template: String?

        /// An outlet with every field named.
        public init(id: String, viewClass: String, location: SourceLocation? = nil, template: String? = nil) {
            self.id = id
            self.viewClass = viewClass
            self.location = location
            self.template = template
        }
    }

    /// One place a control is told to call a method: a view of the primary tree, or a template
    /// whose copies the app makes with `makeView(fromTemplate:)`.
    public struct ActionUse: Sendable, Hashable {
        /// The event, as the layout names it (`touchUpInside`).
        public var event: String
        /// The view's id; `nil` for a view without one, or for the template itself.
        public var viewID: String?
        /// The template, when the use is the template's own (made at run time).
        public var template: String?
        /// Where the method is written.
        public var location: SourceLocation?

        /// A use with every field named.
        public init(event: String, viewID: String? = nil, template: String? = nil, location: SourceLocation? = nil) {
            self.event = event
            self.viewID = viewID
            self.template = template
            self.location = location
        }
    }

    /// A method of the view class that controls call, with the sender as its one argument.
    public struct ActionMethod: Sendable, Hashable {
        /// The Swift method's base name (`followTapped` for `followTapped(_:)`).
        public var name: String
        /// Each way the layout writes it (`followTapped`, `followTapped:`), sorted.
        public var selectors: [String]
        /// The class every sender shares: the controls' class when they have one, else UIControl.
        public var senderClass: String
        /// Every use, in the order the layout has them.
        public var uses: [ActionUse]

        /// A method with every field named.
        public init(name: String, selectors: [String], senderClass: String, uses: [ActionUse]) {
            self.name = name
            self.selectors = selectors
            self.senderClass = senderClass
            self.uses = uses
        }
    }

    /// A layout the view can be switched to by name.
    public struct NamedLayout: Sendable, Hashable {
        /// Its name: `primary` or the alternative's.
        public var name: String
        /// Its design size.
        public var size: Size
        /// Where it is written: the document's `size` for the primary, else the alternative.
        public var location: SourceLocation?

        /// A layout with every field named.
        public init(name: String, size: Size, location: SourceLocation? = nil) {
            self.name = name
            self.size = size
            self.location = location
        }
    }

    /// A template the app can copy with `makeView(fromTemplate:)`.
    public struct Template: Sendable, Hashable {
        /// Its name.
        public var name: String
        /// The class of its copies.
        public var viewClass: String
        /// Where it is written.
        public var location: SourceLocation?

        /// A template with every field named.
        public init(name: String, viewClass: String, location: SourceLocation? = nil) {
            self.name = name
            self.viewClass = viewClass
            self.location = location
        }
    }

    /// The view class the layout describes.
    public var viewClass: String
    /// The file the layout was read from, as the user named it.
    public var file: String
    /// The outlets, in the order `outlets:` lists them; ids the host does not build are left out
    /// (lint reports them).
    public var outlets: [Outlet]
    /// The methods controls call with their sender, in the order of their first use.
    public var actions: [ActionMethod]
    /// Selectors of more than one part (`valueChanged:forEvent:`), which a Swift closure cannot
    /// stand for; they stay bound by selector. Sorted.
    public var selectorOnlyActions: [String]
    /// The primary layout, then the alternatives in the order declared (a repeated name once).
    public var layouts: [NamedLayout]
    /// The templates, by name.
    public var templates: [Template]
    /// What the view class is, and so which class of NMViewUIKit it must be a subclass of.
    public var kind: DocumentKind
    /// The classes of the app's own the file gives a UIKit base (`base`), each pair once, sorted.
    public var baseClasses: [BaseClass]

    /// A class of the app's own and the UIKit class the layout treats it as.
    public struct BaseClass: Hashable, Sendable, Comparable {
        public var viewClass: String
        public var base: String

        public init(viewClass: String, base: String) {
            self.viewClass = viewClass
            self.base = base
        }

        public static func < (one: BaseClass, other: BaseClass) -> Bool {
            (one.viewClass, one.base) < (other.viewClass, other.base)
        }
    }

    /// An interface with every field named.
    public init(
        viewClass: String, file: String, outlets: [Outlet] = [], actions: [ActionMethod] = [],
        selectorOnlyActions: [String] = [], layouts: [NamedLayout] = [], templates: [Template] = [],
        kind: DocumentKind = .view, baseClasses: [BaseClass] = []
    ) {
        self.viewClass = viewClass
        self.kind = kind
        self.file = file
        self.outlets = outlets
        self.actions = actions
        self.selectorOnlyActions = selectorOnlyActions
        self.layouts = layouts
        self.templates = templates
        self.baseClasses = baseClasses
    }
}
