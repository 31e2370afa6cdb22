// swift-tools-version:6.0
// The UIKit interface check: the adapter in Sources/NMViewUIKit compiled unchanged, on Linux, against
// `UIKit`, a module that declares the part of Apple's UIKit the adapter uses with the SDK's own
// signatures, behaves like UIKit where the adapter depends on it, and records every call. It lives
// in its own package because a module named UIKit must never reach an app: nothing here is shipped.
// Build and test it with `swift test --package-path UIKitCheck`; see README.md.
import PackageDescription

/// Whether the adapter is compiled and tested. Off while the adapter is being rewritten and does
/// not compile; switch it on (or set NMVIEW_UIKITCHECK_ADAPTER=1) to check it.
let compileAdapter = true
let adapterEnabled = compileAdapter || Context.environment["NMVIEW_UIKITCHECK_ADAPTER"] == "1"

/// Every target here is compiled with warnings as errors, so the check also means "zero warnings".
let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

/// The tests import Testing and a module named UIKit, for which the toolchain declares a
/// cross-import overlay, `_Testing_UIKit`, that exists only in Apple's SDKs; without this flag
/// the import fails with "no such module '_Testing_UIKit'". It turns off Testing's other
/// overlays in the tests as well (Foundation's adds attachments, which are not used here).
let testSettings: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors", "-Xfrontend", "-disable-cross-import-overlays"])]

// Sources/NMViewUIKit is a symbolic link to the root package's Sources/NMViewUIKit: the adapter's
// very files, not a copy. The target cannot be called NMViewUIKit like the root's: SwiftPM wants
// target names unique across the whole package graph, used or not, and module aliases apply only to
// the products a package depends on.
let adapter: Target = .target(
    name: "NMViewUIKitUnderCheck",
    dependencies: [
        "UIKit",
        .product(name: "NMViewEngine", package: "NMView"),
        .product(name: "NMViewModel", package: "NMView"),
    ],
    path: "Sources/NMViewUIKit",
    swiftSettings: strict
)

// The shipped examples as an app writes them: the Swift that `nmview generate swift` writes for
// Examples/ (Sources/ExampleViews/Generated is a symbolic link to the golden files under
// Tests/Fixtures/Generate/Examples, which the root package's GenerateCommandTests keep equal to
// a fresh generation), compiled unchanged, and the view classes that adopt it. The generated files
// import NMViewUIKit, as in an app; the alias makes that name load the adapter under check.
let exampleViews: Target = .target(
    name: "ExampleViews",
    dependencies: ["UIKit", "NMViewUIKitUnderCheck"],
    path: "Sources/ExampleViews",
    swiftSettings: [.unsafeFlags(["-warnings-as-errors", "-module-alias", "NMViewUIKit=NMViewUIKitUnderCheck"])]
)

let package = Package(
    name: "NMViewUIKitCheck",
    platforms: [.macOS(.v15)],
    // For the root package's plugin fixture (Tests/Fixtures/PluginPackage), which on Linux builds
    // the Swift the plugin generates against these, as an app builds it against Apple's UIKit.
    products: [.library(name: "UIKit", targets: ["UIKit"])]
        + (adapterEnabled ? [.library(name: "NMViewUIKitUnderCheck", targets: ["NMViewUIKitUnderCheck"])] : []),
    dependencies: [
        .package(name: "NMView", path: "..")
    ],
    targets: [
        // The declared interface: Apple's signatures, UIKit's behaviour, and the recorder.
        .target(name: "UIKit", swiftSettings: strict),
        .testTarget(
            name: "NMViewUIKitTests",
            dependencies: [
                "UIKit",
                .product(name: "NMViewEngine", package: "NMView"),
                .product(name: "NMViewModel", package: "NMView"),
                // The live-reload client's own problem texts, as the red box shows them.
                .product(name: "NMViewLiveReload", package: "NMView"),
            ] + (adapterEnabled ? ["NMViewUIKitUnderCheck", "ExampleViews"] : []),
            swiftSettings: testSettings
        ),
    ] + (adapterEnabled ? [adapter, exampleViews] : []),
    swiftLanguageModes: [.v6]
)
