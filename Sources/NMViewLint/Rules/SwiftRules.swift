import NMViewCodegen
import NMViewDiagnostics
import NMViewEngine
import NMViewModel

/// Rules about the names `nmview generate swift` turns into Swift: that every outlet is a view
/// the view class holds, that no two names meet in one Swift name, and which need backticks.
///
/// The class of an outlet cannot change between a file and its template or nested layout: a
/// template instance may not set `class` (the schema's `schema.unknown-property`), and composing
/// a nested layout keeps the view's own class. What can go wrong instead is an outlet the host
/// never holds (`rule.nested-outlet`) and an id that copies give to two views
/// (`rule.swift-name-clash`).
enum SwiftRules {
    static let unknownOutlet = LintRule(
        "rule.unknown-outlet", .error, "An outlet names no view of the layout."
    ) { rule, context in
        guard let hosted = context.hostedViews else { return [] }
        return context.document.outlets.enumerated().compactMap { index, id in
            guard hosted.byID[id] == nil, hosted.nested[id] == nil else { return nil }
            return rule.finding(
                "outlet '\(id)' names no view of the layout",
                at: context.location(ModelPath([.key("outlets"), .index(index)])),
                suggestions: Suggestions.closest(to: id, among: hosted.byID.keys))
        }
    }

    static let nestedOutlet = LintRule(
        "rule.nested-outlet", .error,
        "An outlet names a view of a nested layout, which the nested view builds and this view never holds."
    ) { rule, context in
        guard let hosted = context.hostedViews else { return [] }
        return context.document.outlets.enumerated().compactMap { index, id in
            guard hosted.byID[id] == nil, let owner = hosted.nested[id] else { return nil }
            let name = owner.id.map { "'\($0)'" } ?? "a view"
            let ownID = id.split(separator: ".").last.map(String.init) ?? id
            return rule.finding(
                "outlet '\(id)' is built by \(name), a \(owner.viewClass) with a layout of its own, not by this view",
                at: context.location(ModelPath([.key("outlets"), .index(index)])),
                notes: [
                    .init(
                        "list '\(ownID)' under the outlets of \(owner.viewClass)'s layout and reach it through \(name)")
                ])
        }
    }

    static let nameClash = LintRule(
        "rule.swift-name-clash", .error,
        "Two outlets or two layouts whose names are one Swift name (key1.label and key1Label), or an outlet that template copies give to more than one view."
    ) { rule, context in
        var findings: [Diagnostic] = []
        let outlets = context.document.outlets
        let outletPath = { (index: Int) in ModelPath([.key("outlets"), .index(index)]) }
        for (index, first) in firstClashes(outlets.map(SwiftName.forID)) {
            findings.append(
                rule.finding(
                    "outlets '\(outlets[first])' and '\(outlets[index])' are both '\(SwiftName.forID(outlets[index]))' in Swift",
                    at: context.location(outletPath(index)),
                    notes: [.init("'\(outlets[first])' is listed here", at: context.location(outletPath(first)))]))
        }
        if let hosted = context.hostedViews {
            // Views written with one id are rule.duplicate-id's; only copies a template made are this rule's.
            var written: [String: Int] = [:]
            for view in context.views { if let id = view.id { written[id, default: 0] += 1 } }
            for (index, id) in outlets.enumerated() {
                guard let entry = hosted.byID[id], entry.count > 1, entry.count > written[id, default: 0] else { continue }
                findings.append(
                    rule.finding(
                        "outlet '\(id)' names \(entry.count) views, which template copies gave that id; code reaches only the first",
                        at: context.location(outletPath(index)),
                        notes: [.init("give the template instances ids of their own")]))
            }
        }
        let layouts = context.document.layouts
        let layoutPath = { (index: Int) in ModelPath([.key("layouts"), .index(index), .key("name")]) }
        let names = [LayoutVariant.primaryName] + layouts.map(\.name)
        for (index, first) in firstClashes(names.map(SwiftName.forText)) {
            let message =
                first == 0
                ? (names[index] == names[0]
                    ? "layout '\(names[index])' has the primary layout's name, so it cannot be chosen by name"
                    : "layout '\(names[index])' is '\(SwiftName.forText(names[index]))' in Swift, the primary layout's name")
                : names[first] == names[index]
                    ? "layout '\(names[index])' is named twice; only the first can be chosen by name"
                    : "layouts '\(names[first])' and '\(names[index])' are both '\(SwiftName.forText(names[index]))' in Swift"
            let notes: [Diagnostic.Note] =
                first == 0
                ? [] : [.init("'\(names[first])' is named here", at: context.location(layoutPath(first - 1)))]
            findings.append(rule.finding(message, at: context.location(layoutPath(index - 1)), notes: notes))
        }
        return findings
    }

    static let keyword = LintRule(
        "rule.swift-keyword", .warning,
        "An outlet, action method, template or layout whose Swift name is a keyword: the generated code escapes it with backticks, and every use must too."
    ) { rule, context in
        var findings: [Diagnostic] = []
        func check(_ what: String, _ written: String, swift name: String, at path: ModelPath, key: Bool = false) {
            guard SwiftName.isKeyword(name) else { return }
            findings.append(
                rule.finding(
                    "\(what) '\(written)' is the Swift keyword '\(name)'; code must write it as `\(name)`",
                    at: context.location(path, key: key)))
        }
        for (index, id) in context.document.outlets.enumerated() {
            check("outlet", id, swift: SwiftName.forID(id), at: ModelPath([.key("outlets"), .index(index)]))
        }
        for (index, layout) in context.document.layouts.enumerated() {
            check(
                "layout", layout.name, swift: SwiftName.forText(layout.name),
                at: ModelPath([.key("layouts"), .index(index), .key("name")]))
        }
        for name in context.document.templates.keys.sorted() {
            check(
                "template", name, swift: SwiftName.forText(name), at: ModelPath([.key("templates"), .key(name)]),
                key: true)
        }
        for (method, path) in context.actions {
            guard let name = SwiftName.method(forSelector: method) else { continue }
            check("action method", method, swift: name, at: path)
        }
        return findings
    }

    /// For each name that an earlier one already has, its index and the earlier one's.
    private static func firstClashes(_ names: [String]) -> [(index: Int, first: Int)] {
        var first: [String: Int] = [:]
        var clashes: [(Int, Int)] = []
        for (index, name) in names.enumerated() {
            if let earlier = first[name] {
                clashes.append((index, earlier))
            } else {
                first[name] = index
            }
        }
        return clashes
    }

    /// Every action written in the file (primary tree and templates), with the path of its method.
    ///
    /// Walked once per document for ``RuleContext/actions``; few views have actions, so a view's
    /// path is made only when it has one, from the subview indexes on the way down (`trail`).
    static func forEachAction(in document: LayoutDocument, _ body: (String, ModelPath) -> Void) {
        func visit(_ node: ViewNode, trail: inout [Int], from base: ModelPath) {
            if !node.actions.isEmpty {
                let path = trail.reduce(base) { $0.appending("subviews").appending($1) }
                for event in node.actions.keys.sorted() {
                    if let method = node.actions[event] { body(method, path.appending("actions").appending(event)) }
                }
            }
            for (index, child) in node.subviews.enumerated() {
                trail.append(index)
                visit(child, trail: &trail, from: base)
                trail.removeLast()
            }
        }
        var trail: [Int] = []
        for (index, child) in document.root.subviews.enumerated() {
            trail = [index]
            visit(child, trail: &trail, from: ModelPath([.key("root")]))
        }
        for name in document.templates.keys.sorted() {
            if let template = document.templates[name] {
                trail = []
                visit(template, trail: &trail, from: ModelPath([.key("templates"), .key(name)]))
            }
        }
    }
}
