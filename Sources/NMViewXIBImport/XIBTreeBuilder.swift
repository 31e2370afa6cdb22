import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Builds the element tree from the platform's SAX parser (libxml2 under FoundationXML on Linux),
/// placing each element at its start tag. A class because `XMLParser` wants an object delegate.
final class XIBTreeBuilder: NSObject, XMLParserDelegate {
    /// Where the parser stopped on malformed input: its message and position.
    struct ParseFailure: Error {
        var message: String
        var line: Int
        var column: Int
    }

    private let locator: SourceLocator
    private var stack: [XIBElement] = []
    private var root: XIBElement?
    private var failure: ParseFailure?

    private init(locator: SourceLocator) {
        self.locator = locator
    }

    /// The root element of `bytes`, or where and why the XML is malformed. External entities are
    /// never resolved; callers refuse DTDs before this is reached.
    static func parse(_ bytes: [UInt8], locator: SourceLocator) -> Result<XIBElement, ParseFailure> {
        let builder = XIBTreeBuilder(locator: locator)
        let parser = XMLParser(data: Data(bytes))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = builder
        let succeeded = parser.parse()
        if let failure = builder.failure { return .failure(failure) }
        guard succeeded, let root = builder.root else {
            let reason = parser.parserError.map { "\($0.localizedDescription)" } ?? "the parser stopped"
            return .failure(ParseFailure(message: reason.lowercased(), line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1)))
        }
        return .success(root)
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        // The parser reports where the start tag ends; findings read better at its '<'.
        let start = locator.startOfTag(elementName, endingAtLine: parser.lineNumber, column: parser.columnNumber)
        stack.append(XIBElement(name: elementName, attributes: attributes, line: start.line, column: start.column))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard let element = stack.popLast() else { return }
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].text += string
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard failure == nil else { return }
        let message = Self.describe(parseError)
        failure = ParseFailure(message: message, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
    }

    /// The parser's reason in our style: lowercase, no trailing period.
    private static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        var text = nsError.localizedDescription
        if text.isEmpty || text.hasPrefix("The operation") { text = "malformed XML (parser error \(nsError.code))" }
        while text.hasSuffix(".") || text.hasSuffix("\n") { text.removeLast() }
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
