import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import NMViewModel

/// The frames a xib stores, read with a parser of the test's own rather than the importer's, so
/// that a round trip compares against the xib itself: for each top-level view, its frame and every
/// view's below it, in document order, each with whether an omitted subtree holds it.
final class StoredFrames: NSObject, XMLParserDelegate {
    /// One view's stored frame.
    struct Entry: Equatable {
        var frame: Rect
        /// Whether an ancestor is NMView's omit-subviews view (tag 66769 or its class).
        var insideOmitted: Bool
    }

    private(set) var topLevel: [[Entry]] = []
    private var depth = 0
    private var viewDepths: [Int] = []
    private var omittedDepths: [Int] = []

    static func read(_ url: URL) throws -> [[Entry]] {
        let reader = StoredFrames()
        let parser = XMLParser(data: try Data(contentsOf: url))
        parser.delegate = reader
        guard parser.parse() else { throw CocoaError(.fileReadCorruptFile) }
        return reader.topLevel
    }

    private static let viewElements: Set<String> = [
        "view", "label", "button", "imageView", "scrollView", "textField", "textView", "switch", "slider",
        "segmentedControl", "activityIndicatorView", "progressView", "stackView", "tableView",
    ]

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        depth += 1
        if Self.viewElements.contains(name) {
            // A top-level view sits at depth 3: document > objects > view.
            if depth == 3 { topLevel.append([]) }
            viewDepths.append(depth)
            if attributes["customClass"] == "NMViewLayoutOmitSubviewsView" || attributes["tag"] == "66769" {
                omittedDepths.append(depth)
            }
        }
        if name == "rect", attributes["key"] == "frame", viewDepths.last == depth - 1, !topLevel.isEmpty {
            let number = { (key: String) in Double(attributes[key] ?? "") ?? .nan }
            let frame = Rect(x: number("x"), y: number("y"), width: number("width"), height: number("height"))
            let inside = omittedDepths.contains { $0 < depth - 1 }
            topLevel[topLevel.count - 1].append(Entry(frame: frame, insideOmitted: inside))
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if viewDepths.last == depth { viewDepths.removeLast() }
        if omittedDepths.last == depth { omittedDepths.removeLast() }
        depth -= 1
    }
}
