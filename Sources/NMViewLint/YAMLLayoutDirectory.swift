import Foundation
import NMViewDiagnostics
import NMViewEngine
import NMViewModel

/// Layouts read straight from the YAML and JSON files of a directory, linted and resolved the
/// way `nmview compile` does: for tools and tests where the reader is available.
public struct YAMLLayoutDirectory: LayoutLibrary {
    /// Why a layout could not be loaded: its findings.
    public struct LoadError: Error, CustomStringConvertible {
        /// The errors that kept the layout from loading.
        public var diagnostics: [Diagnostic]
        public var description: String { diagnostics.map { "\($0.location): \($0.message)" }.joined(separator: "\n") }
    }

    /// The directory searched recursively for layout files.
    public let directory: String

    /// A library over `directory`.
    public init(directory: String) {
        self.directory = directory
    }

    public func layout(for viewClass: String) throws -> CompiledLayout {
        let outcome = try Linter().lint(paths: [directory])
        guard let linted = outcome.documents.values.first(where: { $0.name == viewClass }) else {
            let errors = outcome.report.diagnostics.filter { $0.severity == .error }
            throw LoadError(
                diagnostics: errors.isEmpty
                    ? [.error("io.no-layout", "no layout for '\(viewClass)' in '\(directory)'", at: SourceLocation(file: directory))]
                    : errors)
        }
        return CompiledLayout(linted.resolved)
    }
}
