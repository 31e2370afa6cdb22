import NMViewDiagnostics
import NMViewModel

/// Rules about ids and templates.
enum IdentityRules {
    static let duplicateID = LintRule(
        "rule.duplicate-id", .error, "Two views in one document have the same id."
    ) { rule, context in
        context.repeatedIDs.map { view, first in
            let id = context.views[view].id ?? ""
            return rule.finding(
                "duplicate id '\(id)'", at: context.location(ofView: view, "id"),
                notes: [.init("'\(id)' is first used here", at: context.location(ofView: first, "id"))])
        }
    }

    static let unknownTemplate = LintRule(
        "rule.unknown-template", .error, "A view uses a template the document does not define."
    ) { rule, context in
        context.resolveProblems.compactMap { problem -> Diagnostic? in
            guard case .unknownTemplate(let name, let path, let known) = problem else { return nil }
            return rule.finding(
                "no template named '\(name)'", at: context.location(path),
                suggestions: Suggestions.closest(to: name, among: known))
        }
    }

    static let unusedTemplate = LintRule(
        "rule.unused-template", .warning, "A template no view uses."
    ) { rule, context in
        guard !context.document.templates.isEmpty else { return [] }
        var used = Set<String>()
        func collect(_ node: ViewNode) {
            if let template = node.template { used.insert(template) }
            node.subviews.forEach(collect)
        }
        collect(context.document.root)
        context.document.templates.values.forEach(collect)
        return context.document.templates.keys.sorted().filter { !used.contains($0) }.map { name in
            rule.finding(
                "template '\(name)' is never used",
                at: context.location(ModelPath([.key("templates"), .key(name)]), key: true))
        }
    }

    static let includeCycle = LintRule(
        "rule.include-cycle", .error, "Templates or nested layouts that include themselves."
    ) { rule, context in
        context.resolveProblems.compactMap { problem -> Diagnostic? in
            guard case .includeCycle(let chain, let path) = problem else { return nil }
            return rule.finding(
                "'\(chain.last ?? "")' includes itself: \(chain.joined(separator: " → "))", at: context.location(path))
        }
    }

    static let expansionLimit = LintRule(
        "rule.expansion-limit", .error,
        "Templates and nested layouts that would add more than \(Resolver.defaultMaxAddedViews) views to a document, or nest views more than \(Resolver.defaultMaxDepth) levels deep."
    ) { rule, context in
        context.resolveProblems.compactMap { problem -> Diagnostic? in
            switch problem {
            case .expansionLimit(let limit, let path):
                return rule.finding(
                    "templates and nested layouts expand to more than the limit of \(limit) views",
                    at: context.location(path),
                    notes: [.init("each copy brings the copies inside it; templates that use templates multiply")])
            case .depthLimit(let limit, let path):
                return rule.finding(
                    "templates and nested layouts nest views deeper than the limit of \(limit) levels",
                    at: context.location(path),
                    notes: [.init("each copy nests the copies inside it one level deeper")])
            case .unknownTemplate, .includeCycle:
                return nil
            }
        }
    }
}
