#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import NMViewEngine
import NMViewModel

/// What an answer to `GET /api/compiled/<ViewClass>.layout.json` means for the app: a layout
/// to install, nothing new, or a reason to keep the last good one.
enum LayoutReply {
    /// A layout of the class asked for, with its entity tag (without quotes) if the server sent one.
    case layout(CompiledLayout, hash: String?)
    /// 304: the app has this layout already.
    case unchanged
    /// 404: the server has no good layout of the class (yet).
    case missing
    /// The answer did not arrive whole (the connection failed or ended early): worth asking again.
    case interrupted(String)
    /// The answer arrived but is not a layout of the class: a problem to show, not to retry.
    case rejected(String)

    /// Reads the answer to a request for `viewClass`'s layout.
    init(viewClass: String, data: Data?, response: URLResponse?, error: (any Error)?) {
        if let error {
            self = .interrupted("the request for '\(viewClass)' failed: \(error.localizedDescription)")
            return
        }
        guard let http = response as? HTTPURLResponse else {
            self = .interrupted("the request for '\(viewClass)' got no HTTP response")
            return
        }
        switch http.statusCode {
        case 304: self = .unchanged
        case 404: self = .missing
        case 200: self = Self.read(viewClass: viewClass, data: data ?? Data(), response: http)
        default: self = .rejected("the server answered \(http.statusCode) for the layout of '\(viewClass)'")
        }
    }

    /// A 200's body as a layout of `viewClass`, or why it is not one.
    private static func read(viewClass: String, data: Data, response: HTTPURLResponse) -> LayoutReply {
        let expected = response.expectedContentLength
        if expected >= 0, Int64(data.count) != expected {
            return .interrupted("the layout of '\(viewClass)' arrived cut short (\(data.count) of \(expected) bytes)")
        }
        let type = response.value(forHTTPHeaderField: "Content-Type")?.lowercased() ?? ""
        guard type.isEmpty || type.contains("json") else {
            return .rejected("the server's answer for '\(viewClass)' is not a layout but '\(type)'")
        }
        let layout: CompiledLayout
        do {
            layout = CompiledLayout(try LayoutDocument(compiledJSON: data))
        } catch {
            return .rejected("the server's answer for '\(viewClass)' is not a compiled layout (\(data.count) bytes)")
        }
        guard layout.viewClass == viewClass else {
            return .rejected("the server answered '\(viewClass)' with a layout of '\(layout.viewClass)'")
        }
        return .layout(layout, hash: entityTag(response.value(forHTTPHeaderField: "ETag")))
    }

    /// An entity tag without its quotes and weak prefix: `"0123abcd"` → `0123abcd`.
    static func entityTag(_ value: String?) -> String? {
        guard var tag = value?.trimmingCharacters(in: .whitespaces), !tag.isEmpty else { return nil }
        if tag.hasPrefix("W/") { tag.removeFirst(2) }
        if tag.count >= 2, tag.hasPrefix("\""), tag.hasSuffix("\"") { tag = String(tag.dropFirst().dropLast()) }
        return tag.isEmpty ? nil : tag
    }
}
