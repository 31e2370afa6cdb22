import ArgumentParser
import Foundation
import NMViewColor
import NMViewLint
import NMViewStrings

/// `--assets PATH`, shared by every command that lints or draws layouts: asset catalogs whose
/// colour sets layouts may name, besides those nmview finds beside each layout (the `*.xcassets`
/// folders in its folder and each folder above it, up to the nearest with a `Package.swift`, an
/// `*.xcodeproj` or `.git`). And `--strings PATH`: String Catalogs whose keys layouts may use,
/// besides those found beside each layout in the same folders.
struct AssetOptions: ParsableArguments {
    @Option(
        name: .customLong("assets"),
        help: ArgumentHelp(
            "An asset catalog (*.xcassets), or a folder searched for catalogs, whose colour sets layouts may name, besides those in each layout's folder and the folders above it, up to its project's root; repeatable.",
            valueName: "path"))
    var paths: [String] = []

    @Option(
        name: .customLong("strings"),
        help: ArgumentHelp(
            "A String Catalog (*.xcstrings), or a folder searched for catalogs, whose keys localized text may use, besides those in each layout's folder and the folders above it, up to its project's root; repeatable.",
            valueName: "path"))
    var stringPaths: [String] = []

    func validate() throws {
        for path in stringPaths where !FileManager.default.fileExists(atPath: path) {
            throw ValidationError("--strings needs a String Catalog or a folder: no such file or folder '\(path)'")
        }
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ValidationError("--assets needs an asset catalog or a folder: no such folder '\(path)'")
            }
        }
    }

    /// The catalogs beside each layout and of `--assets`, read once for the whole run.
    func index() -> AssetCatalogIndex { AssetCatalogIndex(extraPaths: paths) }

    /// The String Catalogs beside each layout and of `--strings`, read once for the whole run.
    func stringIndex() -> StringCatalogIndex { StringCatalogIndex(extraPaths: stringPaths) }

    /// A linter whose asset colours come from ``index()`` and string tables from ``stringIndex()``.
    func linter() throws -> Linter { try Linter(assets: index(), strings: stringIndex()) }
}
