import FlyingFox
import Foundation
import NMViewLint

extension PreviewRouter {
    /// The accessibility audit of the canvas: the findings of the accessibility rules, and the
    /// text that does not fit, in the layout the engine picks at a size, safe area, appearance,
    /// direction, text size and language: the parameters of `/api/render` (``RenderQuery``,
    /// which every route of the canvas shares).
    func audit(_ items: [HTTPRequest.QueryItem]) async throws -> HTTPResponse {
        switch await RenderTarget.find(items, in: state) {
        case .failure(let refusal): return refusal.response
        case .success(let target):
            let bounds = target.layout.contentBounds(in: target.size)
            let findings = AccessibilityAudit.findings(
                of: target.layout, variant: target.chosen, bounds: bounds, safeArea: target.query.safeArea,
                appearance: target.query.appearance, colors: target.entry.colors, contentSize: target.query.contentSize,
                direction: target.query.layoutDirection, text: target.entry.strings.lookup(language: target.query.language))
            return try PreviewResponse.json(
                AuditPayload(target.entry, layout: target.layout.variants[target.chosen].name, findings: findings))
        }
    }
}
