import Foundation

/// Turns document URIs into the paths the linter reports findings under, and back.
enum DocumentURI {
    /// The path of a `file:` URI, percent-decoded; any other URI (an unsaved `untitled:` buffer)
    /// stands for itself.
    static func path(of uri: String) -> String {
        guard uri.hasPrefix("file:"), let url = URL(string: uri), !url.path.isEmpty else { return uri }
        return url.path
    }

    /// The `file:` URI of a path; a path that is a URI already is returned as it is.
    static func uri(of path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        return URL(fileURLWithPath: path).absoluteString
    }
}
