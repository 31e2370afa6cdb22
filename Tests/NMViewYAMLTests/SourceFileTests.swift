import Foundation
import NMViewDiagnostics
import NMViewSourceTree
import NMViewYAML
import Testing

/// Loading files from disk: missing, directories, FIFOs and oversized files are refused cleanly.
@Suite struct SourceFileTests {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("nmview-sourcefile-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    @Test func missingFile() throws {
        let result = YAMLReader().read(path: path("absent.nmview.yaml"))
        let error = try #require(result.diagnostics.first)
        #expect(error.id == "io.not-found")
        #expect(error.location.line == nil)
        #expect(error.message == "no such file or directory '\(path("absent.nmview.yaml"))'")
    }

    @Test func pathThroughAFile() throws {
        try Data("a: 1\n".utf8).write(to: URL(fileURLWithPath: path("plain")))
        let error = try #require(YAMLReader().read(path: path("plain/child.nmview.yaml")).diagnostics.first)
        #expect(error.id == "io.not-found")
    }

    @Test func directoryIsNotAFile() throws {
        let error = try #require(YAMLReader().read(path: directory.path).diagnostics.first)
        #expect(error.id == "io.is-directory")
    }

    @Test func fifoIsRefusedWithoutBlocking() throws {
        let fifo = path("pipe.nmview.yaml")
        #expect(mkfifo(fifo, 0o644) == 0)
        let error = try #require(YAMLReader().read(path: fifo).diagnostics.first)
        #expect(error.id == "io.not-a-file")
    }

    @Test func oversizedFileIsRefusedFromItsSizeAlone() throws {
        // A sparse file one byte over the default limit: refused by fstat, never read.
        let big = path("big.nmview.yaml")
        #expect(FileManager.default.createFile(atPath: big, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: big))
        try handle.truncate(atOffset: UInt64(ReaderLimits.default.maxFileSize + 1))
        try handle.close()
        let error = try #require(YAMLReader().read(path: big).diagnostics.first)
        #expect(error.id == "limit.file-size")
        #expect(error.location == SourceLocation(file: big, line: 1, column: 1))
    }

    @Test func readsAFileFromDisk() throws {
        try Data("view: Card\n".utf8).write(to: URL(fileURLWithPath: path("card.nmview.yaml")))
        let result = YAMLReader().read(path: path("card.nmview.yaml"))
        #expect(result.succeeded)
        #expect(result.tree?.root["view"]?.scalar == "Card")
        #expect(result.tree?.file == path("card.nmview.yaml"))
    }
}
