import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import NMViewModel

/// The frames a xib stores, read with a parser of the test's own rather than the importer's, so
/// that a round trip compares against the xib itself: for each top-level view, its frame and every
/// view's below it in document order, each with whether an omitted subtree holds it. Reads both
/// formats: `<rect key="frame">` and the archive's `NSFrame`/`NSFrameSize` (which the archive
/// writes after the subviews, so entries are placed first and framed when their frame comes).
final class StoredFrames: NSObject, XMLParserDelegate {
    /// One view's stored frame.
    struct Entry: Equatable {
        var frame = Rect(x: .nan, y: .nan, width: .nan, height: .nan)
        /// Whether an ancestor is NMView's omit-subviews view (tag 66769 or its class).
        var insideOmitted = false
    }

    private var topLevel: [[Entry]] = []
    private var parents: [[Int?]] = []
    private var omitted: [[Bool]] = []
    /// The open view elements: their depth and index in the current top-level list.
    private var open: [(depth: Int, index: Int)] = []
    private var depth = 0
    private var text = ""

    static func read(_ url: URL) throws -> [[Entry]] {
        let reader = StoredFrames()
        let parser = XMLParser(data: try Data(contentsOf: url))
        parser.delegate = reader
        guard parser.parse() else { throw CocoaError(.fileReadCorruptFile) }
        return reader.finished()
    }

    private static let viewElements: Set<String> = [
        "view", "label", "button", "imageView", "scrollView", "textField", "textView", "switch", "slider",
        "segmentedControl", "activityIndicatorView", "progressView", "stackView", "tableView",
    ]
    private static let archiveViews: Set<String> = ["IBUIView", "IBUILabel", "IBUIButton", "IBUIImageView", "IBUIScrollView"]

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        depth += 1
        text = ""
        lastKey = attributes["key"]
        // Current-format views inside a view or directly under <objects> (depth 3); archive view objects.
        let isView = Self.viewElements.contains(name) && (!open.isEmpty || depth == 3)
            || name == "object" && Self.archiveViews.contains(attributes["class"] ?? "")
        if isView {
            if open.isEmpty {
                topLevel.append([])
                parents.append([])
                omitted.append([])
            }
            topLevel[topLevel.count - 1].append(Entry())
            parents[parents.count - 1].append(open.last?.index)
            omitted[omitted.count - 1].append(attributes["customClass"] == "NMViewLayoutOmitSubviewsView" || attributes["tag"] == "66769")
            open.append((depth, topLevel[topLevel.count - 1].count - 1))
        }
        if name == "rect", attributes["key"] == "frame", let view = open.last, view.depth == depth - 1 {
            let number = { (key: String) in Double(attributes[key] ?? "") ?? .nan }
            setFrame(Rect(x: number("x"), y: number("y"), width: number("width"), height: number("height")), at: view.index)
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if let view = open.last, view.depth == depth - 1 {
            // The archive keys a view's values by child elements: <string key="NSFrame">, <int key="IBUITag">.
            let numbers = text.split { "{}, ".contains($0) }.compactMap { Double($0) }
            switch name {
            case "string" where numbers.count == 4 && lastKey == "NSFrame":
                setFrame(Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]), at: view.index)
            case "string" where numbers.count == 2 && lastKey == "NSFrameSize":
                setFrame(Rect(x: 0, y: 0, width: numbers[0], height: numbers[1]), at: view.index)
            case "int" where lastKey == "IBUITag" && text == "66769":
                omitted[omitted.count - 1][view.index] = true
            default: break
            }
        }
        if open.last?.depth == depth { open.removeLast() }
        depth -= 1
    }

    /// The key of the element last opened: for a leaf such as `<string key="NSFrame">`, its own.
    private var lastKey: String?

    private func setFrame(_ frame: Rect, at index: Int) {
        topLevel[topLevel.count - 1][index].frame = frame
    }

    private func finished() -> [[Entry]] {
        topLevel.indices.map { list in
            topLevel[list].indices.map { index in
                var entry = topLevel[list][index]
                var parent = parents[list][index]
                while let current = parent {
                    if omitted[list][current] { entry.insideOmitted = true }
                    parent = parents[list][current]
                }
                return entry
            }
        }
    }
}
