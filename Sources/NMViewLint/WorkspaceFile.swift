#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import NMViewColor
import NMViewDiagnostics
import NMViewYAML

/// One file of a ``LayoutWorkspace`` and what the workspace knows of it.
struct WorkspaceFile: Sendable {
    /// What the rules found and resolved, with the classes resolving looked up.
    struct Rules: Sendable {
        var findings: [Diagnostic]
        var linted: LintedDocument
        /// Every view class the resolver asked for: when any of them changes owner or content,
        /// these findings may change too.
        var dependencies: Set<String>
        /// The asset colours the rules resolved with; nil when no rule asked for them, and then a
        /// change of the catalogs cannot change these findings.
        var colors: AssetColors?
    }

    /// The file's bytes, or why it could not be read.
    var read: Result<SourceFile, Diagnostic>
    /// Reading, the schema and decoding, which depend on the bytes alone.
    var check: FileCheck
    /// A number no other version of any file of the workspace has, so that the owner of a view
    /// class is compared by version instead of by document.
    var version: Int
    /// The rules' outcome; `nil` until they have run on this version.
    var rules: Rules?
    /// The text for excerpts, made the first time the file has findings.
    var sourceText: SourceText?

    /// The view class the file describes, when it decoded.
    var name: String? {
        guard let document = check.document, case .success(let file) = read else { return nil }
        return document.viewClass ?? Linter.viewName(of: file.path)
    }

    /// Whether `other` is the same content: the same bytes, or the same reason not to have any.
    func holds(_ other: Result<SourceFile, Diagnostic>) -> Bool {
        switch (read, other) {
        case (.success(let old), .success(let new)): old.path == new.path && Self.sameBytes(old.bytes, new.bytes)
        case (.failure(let old), .failure(let new)): old == new
        default: false
        }
    }

    /// Whether two files' bytes are equal, compared with `memcmp`: `Array`'s `==` compares byte by
    /// byte, and every lint of the language server compares every file of the project.
    static func sameBytes(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return lhs.withUnsafeBytes { left in
            rhs.withUnsafeBytes { right in
                guard let leftStart = left.baseAddress, let rightStart = right.baseAddress else { return true }
                return leftStart == rightStart || memcmp(leftStart, rightStart, left.count) == 0
            }
        }
    }
}
