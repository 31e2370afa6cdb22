import Foundation
import NMViewModel

/// Where a host finds the layout of a view class by name.
public protocol LayoutLibrary: Sendable {
    /// The compiled layout of `viewClass`.
    func layout(for viewClass: String) throws -> CompiledLayout
}

/// Layouts compiled by `nmview compile`: `<ViewClass>.layout.json` files in a directory (an app
/// bundle's resources, or the folder `nmview watch --out` writes to).
public struct CompiledLayoutDirectory: LayoutLibrary {
    /// Why a layout could not be loaded.
    public struct LoadError: Error, CustomStringConvertible {
        public var description: String
    }

    /// The directory holding the compiled files.
    public let directory: URL

    /// A library reading from `directory`.
    public init(directory: URL) {
        self.directory = directory
    }

    public func layout(for viewClass: String) throws -> CompiledLayout {
        let url = directory.appendingPathComponent(LayoutDocument.compiledFileName(for: viewClass))
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw LoadError(description: "no compiled layout for '\(viewClass)' at '\(url.path)'")
        }
        return CompiledLayout(try LayoutDocument(compiledJSON: data))
    }
}
