import NMViewCodegen
import NMViewModel

extension SwiftRules {
    static let outletShadowsUIKit = LintRule(
        "rule.outlet-shadows-uikit", .error,
        "An outlet whose Swift name is a property the view class inherits (a controller's title, a cell's imageView), so the generated accessor does not compile."
    ) { rule, context in
        let kind = context.document.kind
        let taken = InheritedProperties.names(for: kind)
        return context.document.outlets.enumerated().compactMap { index, id in
            let name = SwiftName.forID(id)
            guard taken.contains(name) else { return nil }
            let written = name == id ? "'\(id)'" : "'\(id)' ('\(name)' in Swift)"
            return rule.finding(
                "outlet \(written) is a property \(kind.hostClass) already has; the generated accessor would redeclare it "
                    + "and not compile",
                at: context.location(ModelPath([.key("outlets"), .index(index)])),
                notes: [.init("rename the view's id here and wherever the layout names it")])
        }
    }
}
