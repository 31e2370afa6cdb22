// swift-tools-version:6.0
// The libFuzzer target over the whole lint and compile pipeline. It lives in its own package so
// that the root package builds and tests without sanitizers: its `main` hands over to libFuzzer's
// driver, which exists only when linking with `-sanitize=fuzzer`. Build and run it with
// `Scripts/fuzz`.
import PackageDescription

let package = Package(
    name: "NMViewFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "NMView", path: "..")
    ],
    targets: [
        .executableTarget(
            name: "nmview-fuzz",
            dependencies: [
                .product(name: "NMViewLint", package: "NMView"),
                .product(name: "NMViewModel", package: "NMView"),
                .product(name: "NMViewYAML", package: "NMView"),
                .product(name: "NMViewDiagnostics", package: "NMView"),
            ]
        )
    ]
)
