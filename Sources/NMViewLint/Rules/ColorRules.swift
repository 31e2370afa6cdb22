import NMViewColor
import NMViewDiagnostics
import NMViewModel

/// Rules about colour names: each asset colour a layout names must be a colour set the app has.
enum ColorRules {
    static let unknownColor = LintRule(
        "rule.unknown-color", .error,
        "A colour that is neither hexadecimal, a UIKit colour, nor a colour set of the asset catalogs found for the file (in its folder and each folder above it up to its project's root, and those given with `--assets`), or names a colour set that cannot be read."
    ) { rule, context in
        var findings: [Diagnostic] = []
        func check(_ properties: [String: PropertyValue], at path: @autoclosure () -> ModelPath) {
            // Almost every colour is hexadecimal or UIKit's: looked at in any order, sorted only if not.
            guard properties.contains(where: { colorProperties.contains($0.key) && !assetNames($0.value).isEmpty }) else {
                return
            }
            let path = path()
            for name in properties.keys.sorted() where colorProperties.contains(name) {
                guard let value = properties[name] else { continue }
                for (asset, side) in assetNames(value) {
                    let at = side.map { path.appending(name).appending($0) } ?? path.appending(name)
                    if let finding = Self.finding(asset, rule: rule, colors: context.colors.assets, at: context.location(at)) {
                        findings.append(finding)
                    }
                }
            }
        }
        context.forEachPropertyMap { check($0, at: $1()) }
        return findings
    }

    /// The view properties whose values are colours.
    static let colorProperties: Set<String> = Set(ViewProperty.allCases.filter { $0.declaration.kind == .color }.map(\.rawValue))

    /// The asset colour names `value` writes, each with the side of a light and dark pair it is on.
    static func assetNames(_ value: PropertyValue) -> [(name: String, side: String?)] {
        switch value.colorValue {
        case .asset(let name): [(name, nil)]
        case .appearances(let light, let dark): light.assetNames.map { ($0, "light") } + dark.assetNames.map { ($0, "dark") }
        case .rgba, .named, nil: []
        }
    }

    /// The finding for the asset colour `name`, if the catalogs lack it or cannot give it.
    static func finding(_ name: String, rule: LintRule, colors: AssetColors, at location: SourceLocation) -> Diagnostic? {
        guard colors[name] == nil else { return nil }
        if let reason = colors.unreadable[name] {
            return rule.finding("colour set '\(name)' cannot be read: \(reason)", at: location)
        }
        let suggestions = Suggestions.closest(to: name, among: ColorName.allCases.map(\.rawValue) + colors.names)
        guard !colors.catalogs.isEmpty else {
            let places = TextDiagnosticRenderer.alternatives(colors.searched)
            return rule.finding(
                "no colour named '\(name)': it is not a UIKit colour, and no asset catalog (*.xcassets) was found in \(places); name one with '--assets PATH'",
                at: location, suggestions: suggestions)
        }
        let catalogs =
            colors.catalogs.count <= 3
            ? TextDiagnosticRenderer.alternatives(colors.catalogs)
            : "the \(colors.catalogs.count) asset catalogs found in \(TextDiagnosticRenderer.alternatives(colors.searched))"
        return rule.finding(
            "no colour named '\(name)': it is neither a UIKit colour nor a colour set of \(catalogs)", at: location,
            suggestions: suggestions)
    }
}
