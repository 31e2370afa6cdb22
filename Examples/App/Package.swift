// swift-tools-version:6.0
// The UIKit adapter's tests on real UIKit, for a Mac with Xcode: the same views the Linux interface
// check (UIKitCheck/) drives, on Apple's own UIKit in the iOS simulator. Nothing here runs on
// Linux. Run it with
//
//   xcodebuild test -scheme NMViewApp -destination 'platform=iOS Simulator,name=iPhone 16'
//
// from this folder (any installed simulator will do).
import PackageDescription

let package = Package(
    name: "NMViewApp",
    platforms: [.iOS(.v16)],
    products: [
        .library(name: "NMViewApp", targets: ["NMViewApp"])
    ],
    dependencies: [
        .package(name: "NMView", path: "../..")
    ],
    targets: [
        // The example views as an app writes them.
        .target(
            name: "NMViewApp",
            dependencies: [.product(name: "NMViewUIKit", package: "NMView")],
            path: "Sources"
        ),
        .testTarget(
            name: "NMViewAppTests",
            dependencies: [
                "NMViewApp",
                .product(name: "NMViewUIKit", package: "NMView"),
                .product(name: "NMViewEngine", package: "NMView"),
            ],
            path: "Tests/NMViewAppTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
