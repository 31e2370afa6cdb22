// swift-tools-version:6.0
// The libFuzzer targets: one over the whole lint and compile pipeline, one over the xib import. It lives in its own package so
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
        // libFuzzer's driver and the per-input CPU time, which both targets report.
        .target(name: "FuzzSupport"),
        .executableTarget(
            name: "nmview-fuzz",
            dependencies: [
                "FuzzSupport",
                .product(name: "NMViewLint", package: "NMView"),
                .product(name: "NMViewModel", package: "NMView"),
                .product(name: "NMViewYAML", package: "NMView"),
                .product(name: "NMViewDiagnostics", package: "NMView"),
            ]
        ),
        .executableTarget(
            name: "nmview-fuzz-xib",
            dependencies: [
                "FuzzSupport",
                .product(name: "NMViewXIBImport", package: "NMView"),
                .product(name: "NMViewLint", package: "NMView"),
                .product(name: "NMViewYAML", package: "NMView"),
                .product(name: "NMViewDiagnostics", package: "NMView"),
            ]
        ),
    ]
)
