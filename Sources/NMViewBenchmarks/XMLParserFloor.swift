import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// FoundationXML's `XMLParser` over a xib with a delegate that keeps nothing: the part of
/// `import-xib` fixed by the rule that the platform's parser reads the file, measured so
/// the report shows how much of the import is ours.
final class XMLParserFloor: NSObject, XMLParserDelegate {
    private var elements = 0

    /// Parses `data` as the importer does (no external entities, no namespaces); the element count.
    static func parse(_ data: Data) -> Int {
        let floor = XMLParserFloor()
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = floor
        _ = parser.parse()
        return floor.elements
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        elements += 1
    }
}
