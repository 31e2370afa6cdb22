// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "NMView",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "nmview", targets: ["nmview"]),
        .library(name: "NMViewDiagnostics", targets: ["NMViewDiagnostics"]),
        .library(name: "NMViewSourceTree", targets: ["NMViewSourceTree"]),
        .library(name: "NMViewYAML", targets: ["NMViewYAML"]),
        .library(name: "NMViewModel", targets: ["NMViewModel"]),
        .library(name: "NMViewEngine", targets: ["NMViewEngine"]),
        .library(name: "NMViewUIKit", targets: ["NMViewUIKit"]),
        .library(name: "NMViewLiveReload", targets: ["NMViewLiveReload"]),
        .library(name: "NMViewSchema", targets: ["NMViewSchema"]),
        .library(name: "NMViewLint", targets: ["NMViewLint"]),
        .library(name: "NMViewXIBImport", targets: ["NMViewXIBImport"]),
        .plugin(name: "NMViewPlugin", targets: ["NMViewPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // libyaml, found through pkg-config; the only module that links it is NMViewYAML.
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // Findings, source positions and their renderers. No dependencies.
        .target(name: "NMViewDiagnostics"),
        // The positioned document tree every reader produces. Free of libyaml, so an iOS app
        // can use the model and engine on top of it without the YAML reader.
        .target(name: "NMViewSourceTree", dependencies: ["NMViewDiagnostics"]),
        // The layout model: Codable values an app decodes from compiled JSON, decoded here from
        // source trees with positions. Free of libyaml.
        .target(name: "NMViewModel", dependencies: ["NMViewSourceTree", "NMViewDiagnostics"]),
        // The platform-neutral layout engine: compiled frame tables, selection, autoresizing,
        // the grid, and a headless view tree that follows UIKit's rules. Free of libyaml, of the
        // watcher and of anything else an iOS app cannot link (checked by AppLinkSetTests).
        .target(name: "NMViewEngine", dependencies: ["NMViewModel"]),
        // The UIKit adapter: NMView, a UIView subclass on the engine. Compiled only where UIKit
        // exists (the sources are wrapped in #if canImport(UIKit)); empty on Linux.
        .target(name: "NMViewUIKit", dependencies: ["NMViewEngine", "NMViewModel"]),
        // Live reload inside a running app: follows `nmview watch --serve` over URLSession and hands
        // each changed layout on. Foundation only (FoundationNetworking on Linux), so an app links
        // it in DEBUG builds; NMViewUIKit does not depend on it (checked by AppLinkSetTests).
        .target(name: "NMViewLiveReload", dependencies: ["NMViewEngine", "NMViewModel"]),
        // Colours as tools see them: UIKit's named colours, asset catalogs read from disk, WCAG
        // contrast; for the preview and lint. Tools only: the device resolves colours itself.
        .target(name: "NMViewColor", dependencies: ["NMViewModel"]),
        // How the tools measure text: glyph widths, fonts at a Dynamic Type size, line wrapping;
        // shared by the preview, which draws with it, and lint, which checks that text fits.
        .target(name: "NMViewText", dependencies: ["NMViewModel"]),
        // String tables as tools see them: String Catalogs read and written as Xcode does, found
        // beside layouts, and the pseudo-language; for `nmview strings`, lint and the preview.
        // Tools only: the device looks text up in its bundle.
        .target(name: "NMViewStrings", dependencies: ["NMViewModel"]),
        // Previews: the SVG renderer.
        .target(
            name: "NMViewPreview", dependencies: ["NMViewColor", "NMViewStrings", "NMViewEngine", "NMViewModel", "NMViewText"]),
        // Watching directories for saved layouts: inotify on Linux, FSEvents on Darwin, polling.
        .target(name: "NMViewWatch"),
        // The live preview: an HTTP server on loopback with Server-Sent Events and the page.
        .target(
            name: "NMViewPreviewServer",
            dependencies: [
                "NMViewPreview", "NMViewColor", "NMViewStrings", "NMViewEngine", "NMViewModel", "NMViewDiagnostics",
                "NMViewSourceTree",
                // The Audit panel runs the accessibility rules on the canvas's layout.
                "NMViewLint",
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ]
        ),
        // QR codes (byte mode, every version and level) and their terminal rendering, for
        // printing a preview URL a phone can open. No dependencies.
        .target(name: "NMViewQRCode"),
        // YAML and JSON reader built straight from libyaml's event stream.
        .target(name: "NMViewYAML", dependencies: ["CYAML", "NMViewSourceTree", "NMViewDiagnostics"]),
        // The JSON Schema draft-07 validator over source trees; free of libyaml.
        .target(
            name: "NMViewSchema",
            dependencies: ["NMViewSourceTree", "NMViewDiagnostics"],
            resources: [.copy("Resources/nmview.schema.json")]
        ),
        // What a layout offers Swift code (typed outlets, action methods, layout names) and the
        // Swift `nmview generate swift` writes for it; lint's Swift rules use its naming.
        .target(name: "NMViewCodegen", dependencies: ["NMViewModel", "NMViewEngine", "NMViewSourceTree", "NMViewDiagnostics"]),
        // Finding layout files and checking them.
        .target(
            name: "NMViewLint",
            dependencies: [
                "NMViewYAML", "NMViewSchema", "NMViewModel", "NMViewEngine", "NMViewCodegen", "NMViewColor",
                "NMViewStrings", "NMViewSourceTree", "NMViewDiagnostics", "NMViewText",
            ]),
        // Reading Interface Builder xibs into layouts, for `nmview import-xib`; tools only.
        .target(name: "NMViewXIBImport", dependencies: ["NMViewModel", "NMViewDiagnostics"]),
        // `nmview lsp`: the language server, over the linter, the reader and the schema. Tooling
        // only, on top of what an app links.
        .target(
            name: "NMViewLanguageServer",
            dependencies: [
                "NMViewLint", "NMViewColor", "NMViewStrings", "NMViewModel", "NMViewYAML", "NMViewSchema", "NMViewSourceTree",
                "NMViewDiagnostics",
            ]
        ),
        // The `nmview` commands.
        .target(
            name: "NMViewCLI",
            dependencies: [
                "NMViewLint", "NMViewLanguageServer", "NMViewCodegen", "NMViewDiagnostics", "NMViewEngine", "NMViewPreview",
                "NMViewColor", "NMViewStrings", "NMViewWatch", "NMViewPreviewServer", "NMViewQRCode", "NMViewXIBImport", "NMViewYAML", "NMViewSourceTree",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "nmview", dependencies: ["NMViewCLI"]),
        // Build-tool plugin: lints and compiles a target's layout files into resources with `nmview`.
        .plugin(name: "NMViewPlugin", capability: .buildTool(), dependencies: ["nmview"]),
        // Release-built benchmarks: `swift run -c release nmview-bench`.
        .executableTarget(
            name: "nmview-bench",
            dependencies: [
                "CYAML", "NMViewYAML", "NMViewSourceTree", "NMViewSchema", "NMViewLint", "NMViewModel", "NMViewEngine",
                "NMViewXIBImport",
            ],
            path: "Sources/NMViewBenchmarks"
        ),
        // Release-built save-to-output, save-to-SSE and save-to-live-reload latency of
        // `nmview watch --serve`: `nmview-watch-bench`.
        .executableTarget(
            name: "nmview-watch-bench", dependencies: ["NMViewLiveReload", "NMViewEngine", "NMViewModel"],
            path: "Sources/NMViewWatchBenchmark"),
        .target(
            name: "NMViewTestSupport",
            dependencies: ["NMViewDiagnostics"],
            path: "Tests/NMViewTestSupport"
        ),
        .testTarget(name: "NMViewDiagnosticsTests", dependencies: ["NMViewDiagnostics", "NMViewTestSupport"]),
        .testTarget(
            name: "NMViewYAMLTests",
            dependencies: ["NMViewYAML", "NMViewSourceTree", "NMViewTestSupport"]
        ),
        .testTarget(
            name: "NMViewSchemaTests",
            dependencies: ["NMViewSchema", "NMViewYAML", "NMViewSourceTree", "NMViewTestSupport"]
        ),
        .testTarget(
            name: "NMViewModelTests",
            dependencies: [
                "NMViewModel", "NMViewEngine", "NMViewLint", "NMViewYAML", "NMViewSourceTree", "NMViewTestSupport",
                // The benchmarks' generated layouts, which compiled JSON is tested on.
                "nmview-bench",
            ]
        ),
        .testTarget(
            name: "NMViewCodegenTests",
            dependencies: ["NMViewCodegen", "NMViewLint", "NMViewYAML", "NMViewModel", "NMViewSourceTree", "NMViewTestSupport"]
        ),
        .testTarget(name: "NMViewEngineTests", dependencies: ["NMViewEngine", "NMViewModel", "NMViewTestSupport"]),
        .testTarget(
            name: "NMViewPreviewTests", dependencies: ["NMViewPreview", "NMViewColor", "NMViewEngine", "NMViewModel", "NMViewText"]),
        .testTarget(name: "NMViewStringsTests", dependencies: ["NMViewStrings", "NMViewModel", "NMViewTestSupport"]),
        .testTarget(name: "NMViewColorTests", dependencies: ["NMViewColor", "NMViewModel", "NMViewTestSupport"]),
        .testTarget(name: "NMViewWatchTests", dependencies: ["NMViewWatch", "NMViewTestSupport"]),
        .testTarget(
            name: "NMViewXIBImportTests",
            dependencies: [
                "NMViewXIBImport", "NMViewModel", "NMViewEngine", "NMViewLint", "NMViewYAML", "NMViewDiagnostics",
                "NMViewTestSupport",
            ]
        ),
        .testTarget(name: "NMViewQRCodeTests", dependencies: ["NMViewQRCode", "NMViewTestSupport"]),
        .testTarget(
            name: "NMViewLiveReloadTests",
            dependencies: ["NMViewLiveReload", "NMViewEngine", "NMViewModel", "NMViewTestSupport"]
        ),
        .testTarget(
            name: "NMViewPreviewServerTests",
            dependencies: [
                "NMViewPreviewServer", "NMViewPreview", "NMViewStrings", "NMViewEngine", "NMViewModel", "NMViewDiagnostics",
                "NMViewTestSupport", "NMViewLint", "NMViewYAML",
            ]
        ),
        .testTarget(
            name: "NMViewLintTests",
            dependencies: [
                "NMViewLint", "NMViewYAML", "NMViewModel", "NMViewDiagnostics", "NMViewTestSupport",
                // The contrast rule is held to the colours, sizes and weights the preview draws.
                "NMViewColor", "NMViewEngine", "NMViewPreview", "NMViewText",
            ]
        ),
        .testTarget(
            name: "NMViewLanguageServerTests",
            dependencies: ["NMViewLanguageServer", "NMViewLint", "NMViewYAML", "NMViewDiagnostics", "NMViewTestSupport"]
        ),
        .testTarget(
            name: "NMViewCLITests",
            dependencies: ["nmview", "NMViewCLI", "NMViewLiveReload", "NMViewEngine", "NMViewModel", "NMViewTestSupport", "NMViewQRCode"]
        ),
    ]
)
