// swift-tools-version:6.0
import PackageDescription

// A package that applies NMViewPlugin as an app's package would. PluginFixtureTests builds a
// copy of it with the path below made absolute: GoodApp must build, bundle its compiled
// layouts and load them through Bundle.module; BadLayouts must fail to build with nmview's
// diagnostic at the broken file's line and column.
let package = Package(
    name: "PluginPackage",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(name: "NMView", path: "../../..")
    ],
    targets: [
        .executableTarget(
            name: "GoodApp",
            dependencies: [.product(name: "NMViewEngine", package: "NMView")],
            plugins: [.plugin(name: "NMViewPlugin", package: "NMView")]
        ),
        .target(
            name: "BadLayouts",
            plugins: [.plugin(name: "NMViewPlugin", package: "NMView")]
        ),
    ]
)
