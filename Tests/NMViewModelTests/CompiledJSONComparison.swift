import Foundation
import NMViewModel
import Testing

/// Holds the direct writer to `JSONEncoder`: the same bytes, or both refusing the document.
enum CompiledJSONComparison {
    /// What `JSONEncoder` writes for `document`, or `nil` when it throws.
    static func foundation(_ document: LayoutDocument) -> Data? {
        try? document.foundationCompiledJSON()
    }

    /// Expects the writer to write `document` itself (`requireDirect`) or to leave it to
    /// `JSONEncoder`, and what it writes to be `JSONEncoder`'s bytes; a mismatch names the first
    /// line that differs.
    static func expectSame(
        _ document: LayoutDocument, requireDirect: Bool = true, _ label: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        if let problem = problem(document, requireDirect: requireDirect, label) {
            Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
        }
    }

    /// What is wrong with the writer's output for `document`, as ``expectSame`` checks it, or `nil`;
    /// for work off the test's task, where no issue can be recorded.
    static func problem(_ document: LayoutDocument, requireDirect: Bool = true, _ label: String) -> String? {
        let direct = document.directCompiledJSON()
        let reference = foundation(document)
        guard let direct else {
            return requireDirect ? "\(label): the writer left the document to JSONEncoder" : nil
        }
        guard let reference else { return "\(label): the writer wrote what JSONEncoder refuses" }
        return direct == reference ? nil : "\(label): \(firstDifference(direct, reference))"
    }

    /// Where two outputs part, as the line of each.
    static func firstDifference(_ direct: Data, _ reference: Data) -> String {
        let ours = String(decoding: direct, as: UTF8.self).components(separatedBy: "\n")
        let theirs = String(decoding: reference, as: UTF8.self).components(separatedBy: "\n")
        for index in 0..<max(ours.count, theirs.count) {
            let mine = index < ours.count ? ours[index] : "(end)"
            let foundation = index < theirs.count ? theirs[index] : "(end)"
            if mine != foundation {
                return "line \(index + 1) is \(mine.debugDescription), JSONEncoder wrote \(foundation.debugDescription)"
            }
        }
        return "\(direct.count) bytes against JSONEncoder's \(reference.count)"
    }

    /// A document whose root holds one property, `name`, with `value`.
    static func document(property name: String = "p", _ value: PropertyValue) -> LayoutDocument {
        LayoutDocument(size: Size(width: 1, height: 1), root: ViewNode(properties: [name: value]))
    }
}
