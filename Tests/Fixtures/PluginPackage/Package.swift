// swift-tools-version:6.0
import PackageDescription

// A package that applies NMViewPlugin as an app's package would. PluginFixtureTests builds a
// copy of it with the paths below made absolute: GoodApp must build, bundle its compiled
// layouts and load them through Bundle.module; BadLayouts must fail to build with nmview's
// diagnostic at the broken file's line and column; TypedApp must build and use the Swift the
// plugin generates, and fail to build when its layout names a method the class lacks.
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
            // The colour set Greeting names; the plugin passes the catalog to nmview as --assets.
            resources: [.process("Assets.xcassets")],
            plugins: [.plugin(name: "NMViewPlugin", package: "NMView")]
        ),
        .target(
            name: "BadLayouts",
            plugins: [.plugin(name: "NMViewPlugin", package: "NMView")]
        ),
    ]
)

#if os(Linux)
// UIKit does not exist here, and the generated Swift is wrapped in #if canImport(UIKit): a
// target that uses it is built against the UIKit interface check instead, its declared UIKit
// and the adapter compiled against it, with NMViewUIKit aliased to that adapter. That is the
// same generated file an app compiles, checked by the same compiler, not a stand-in for it. (On
// macOS, where the check does not build, TypedApp is left out.)
package.dependencies.append(.package(name: "NMViewUIKitCheck", path: "../../../UIKitCheck"))
package.targets.append(
    .executableTarget(
        name: "TypedApp",
        dependencies: [
            .product(name: "UIKit", package: "NMViewUIKitCheck"),
            .product(name: "NMViewUIKitUnderCheck", package: "NMViewUIKitCheck"),
            .product(name: "NMViewEngine", package: "NMView"),
        ],
        swiftSettings: [.unsafeFlags(["-module-alias", "NMViewUIKit=NMViewUIKitUnderCheck"])],
        plugins: [.plugin(name: "NMViewPlugin", package: "NMView")]
    ))
#endif
