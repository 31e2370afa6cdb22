import NMViewDiagnostics
import NMViewModel

/// A note on the schema's "unknown property" for a class of the app's own: when the property is
/// one a UIKit class declares (`text` on a PaddedLabel), the view is most likely a subclass of it
/// whose `base` was not written, as an import from a xib or a class copied from IB leaves it.
public enum BaseClassHint {
    /// The schema's message for a property a custom view does not have, around the property's name.
    static let prefix = "unknown property '"
    static let suffix = "' in custom view"

    /// The UIKit classes (UIView aside) that have the property a finding says a custom view does
    /// not, in the schema's order; empty for any other finding. The editor offers each as a fix.
    public static func bases(forFinding id: String, message: String) -> [String] {
        property(forFinding: id, message: message).map(bases) ?? []
    }

    /// The declared property a finding says a custom view does not have, if it is one.
    private static func property(forFinding id: String, message: String) -> ViewProperty? {
        guard id == "schema.unknown-property", message.hasPrefix(prefix), message.hasSuffix(suffix) else { return nil }
        return ViewProperty(rawValue: String(message.dropFirst(prefix.count).dropLast(suffix.count)))
    }

    /// The UIKit classes (UIView aside) that have `property`, in the schema's order.
    private static func bases(of property: ViewProperty) -> [String] {
        property.declaration.classes.filter { $0 != ViewNode.viewClassDefault }
    }

    /// Whether `finding` is one this hint annotates.
    static func isBaseNote(on finding: Diagnostic) -> Bool {
        property(forFinding: finding.id.rawValue, message: finding.message) != nil
    }

    /// Whether `note` is the advice this hint adds.
    static func isBaseNote(_ note: Diagnostic.Note) -> Bool {
        note.message.contains(adviceMarker)
    }

    /// What every piece of advice says, by which it is found again.
    private static let adviceMarker = "' is a property of "

    /// `findings` with the note added to each unknown property of a custom view that a UIKit class has.
    static func annotated(_ findings: [Diagnostic]) -> [Diagnostic] {
        findings.map { finding in
            guard let property = property(forFinding: finding.id.rawValue, message: finding.message) else { return finding }
            let classes = bases(of: property)
            guard let first = classes.first else { return finding }
            let name = property.rawValue
            var annotated = finding
            let advice =
                classes.count == 1
                ? "'\(name)' is a property of \(first): if this view's class is a \(first) subclass, write base: \(first) beside it"
                : "'\(name)' is a property of \(classes.dropLast().joined(separator: ", ")) and \(classes[classes.count - 1]): "
                    + "if this view's class is a subclass of one of them, write that as its base (base: \(first))"
            annotated.notes.append(.init(advice))
            return annotated
        }
    }
}
