import FlyingFox
import Foundation
import NMViewLint

extension PreviewRouter {
    /// The accessibility audit of the canvas: the findings of the accessibility rules in the
    /// layout the engine picks at a size, safe area and appearance, the parameters of
    /// `/api/render`. Parameters a later canvas switch adds (a language, a text size) join
    /// ``RenderQuery``, which every route of the canvas shares, and reach the audit through it.
    func audit(_ items: [HTTPRequest.QueryItem]) async throws -> HTTPResponse {
        switch await RenderTarget.find(items, in: state) {
        case .failure(let refusal): return refusal.response
        case .success(let target):
            let bounds = target.layout.contentBounds(in: target.size)
            let findings = AccessibilityAudit.findings(
                of: target.layout, variant: target.chosen, bounds: bounds, safeArea: target.query.safeArea,
                appearance: target.query.appearance, colors: target.entry.colors)
            return try PreviewResponse.json(
                AuditPayload(target.entry, layout: target.layout.variants[target.chosen].name, findings: findings))
        }
    }
}
