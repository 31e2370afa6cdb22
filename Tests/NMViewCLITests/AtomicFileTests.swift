#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
@testable import NMViewCLI
import Testing

/// `AtomicFile` on real files: a reader never sees a torn file, nothing the user owns is replaced
/// unless asked, and no temporary file is left behind.
@Suite struct AtomicFileTests {
    private func names(in scratch: Scratch) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).sorted()
    }

    @Test func aNewFileIsWrittenAndNothingElseIsLeft() throws {
        let scratch = try Scratch()
        let path = scratch.url.appendingPathComponent("A.nmview.yaml").path
        try AtomicFile.write(Data("new\n".utf8), to: path, replacing: false)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new\n")
        #expect(try names(in: scratch) == ["A.nmview.yaml"])
    }

    @Test func anExistingFileIsKeptWhenNotReplacing() throws {
        let scratch = try Scratch()
        let path = try scratch.write("A.nmview.yaml", "mine\n")
        #expect(throws: AtomicFile.WriteError.self) {
            try AtomicFile.write(Data("new\n".utf8), to: path, replacing: false)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "mine\n")
        #expect(try names(in: scratch) == ["A.nmview.yaml"])
    }

    /// The file appearing after the existence check: the link that puts the new file in place
    /// fails instead of replacing it.
    @Test func aFileThatAppearsAfterTheCheckIsNotReplaced() throws {
        let scratch = try Scratch()
        let temporary = try scratch.write(".A.tmp", "new\n")
        let path = try scratch.write("A.nmview.yaml", "appeared\n")
        #expect(AtomicFile.linked(temporary, to: path) == "the file exists")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "appeared\n")
        let fresh = scratch.url.appendingPathComponent("B.nmview.yaml").path
        #expect(AtomicFile.linked(temporary, to: fresh) == nil)
        #expect(try String(contentsOfFile: fresh, encoding: .utf8) == "new\n")
        #expect(!FileManager.default.fileExists(atPath: temporary), "the temporary name is gone once linked")
    }

    @Test func aReplacedFileKeepsItsPermissions() throws {
        let scratch = try Scratch()
        let path = try scratch.write("A.svg", "old")
        #expect(chmod(path, 0o600) == 0)
        try AtomicFile.write(Data("new".utf8), to: path, replacing: true)
        var status = stat()
        #expect(stat(path, &status) == 0)
        #expect(status.st_mode & 0o777 == 0o600)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
        #expect(try names(in: scratch) == ["A.svg"])
    }
}
