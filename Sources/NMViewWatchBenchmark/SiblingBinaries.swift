import Foundation

/// The release `nmview` and `nmview-bench` executables in the build folder this benchmark was
/// built into: the one it runs from.
struct SiblingBinaries {
    /// `nmview`, whose `watch --serve` is measured.
    let nmview: String
    /// `nmview-bench`, whose `--emit-layout` writes the layout.
    let nmviewBench: String

    /// The build command that puts all three side by side.
    static let buildHint = "build with `swift build -c release --scratch-path .build-watchbench` "
        + "(--product nmview, --product nmview-bench and --product nmview-watch-bench, one at a time)"

    /// Both executables beside this one, or which is missing and how to build it.
    static func locate() throws(WatchBenchError) -> SiblingBinaries {
        let folder = (executablePath() as NSString).deletingLastPathComponent
        let nmview = (folder as NSString).appendingPathComponent("nmview")
        let bench = (folder as NSString).appendingPathComponent("nmview-bench")
        for path in [nmview, bench] where !FileManager.default.isExecutableFile(atPath: path) {
            throw WatchBenchError("no executable \(path); \(buildHint)")
        }
        if folder.split(separator: "/").contains("debug") {
            FileHandle.standardError.write(Data("nmview-watch-bench: warning: \(folder) is a debug build; measure a release build\n".utf8))
        }
        return SiblingBinaries(nmview: nmview, nmviewBench: bench)
    }

    /// This executable's absolute path, symbolic links resolved.
    private static func executablePath() -> String {
        #if os(Linux)
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return resolved
        }
        #endif
        let argument = CommandLine.arguments.first ?? ""
        let absolute = argument.hasPrefix("/")
            ? argument : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(argument)
        return (absolute as NSString).resolvingSymlinksInPath
    }
}
