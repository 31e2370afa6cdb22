import Foundation
import NMViewDiagnostics
import NMViewYAML
import Testing

@testable import NMViewLanguageServer

/// Files on disk are read again exactly when they may have changed.
@Suite struct DiskReadsTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("nmview-disk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func content(_ read: Result<NMViewYAML.SourceFile, NMViewDiagnostics.Diagnostic>) -> String? {
        guard case .success(let file) = read else { return nil }
        return String(decoding: file.bytes, as: UTF8.self)
    }

    /// Outside the racy window an unchanged file is not read again; any change to its stamp is.
    @Test func anUnchangedFileIsReadOnceAndAChangedOneAgain() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("A.nmview.yaml").path
        try "nmview: 1\n".write(toFile: path, atomically: false, encoding: .utf8)
        // Written an hour ago, as far as its modification time says, so that the next write
        // moves it even within one tick of the file system's clock.
        var past = [timeval(tv_sec: time(nil) - 3600, tv_usec: 0), timeval(tv_sec: time(nil) - 3600, tv_usec: 0)]
        #expect(utimes(path, &past) == 0)
        var disk = DiskReads()
        disk.racyWindowSeconds = -1
        #expect(Self.content(disk.read(path, limits: .default)) == "nmview: 1\n")
        #expect(Self.content(disk.read(path, limits: .default)) == "nmview: 1\n")
        #expect(disk.loads == 1)
        // The same size, another byte: the times moved, so it is read again.
        try "nmview: 2\n".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(Self.content(disk.read(path, limits: .default)) == "nmview: 2\n")
        #expect(disk.loads == 2)
        // Replaced by rename: another inode.
        try "nmview: 3\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(Self.content(disk.read(path, limits: .default)) == "nmview: 3\n")
        try FileManager.default.removeItem(atPath: path)
        guard case .failure(let missing) = disk.read(path, limits: .default) else {
            Issue.record("a deleted file was still read")
            return
        }
        #expect("\(missing.id)" == "io.not-found")
    }

    /// Inside the racy window (the default, two seconds) a file just written is read every time,
    /// since a second save in the same timestamp tick could leave its stamp as it was.
    @Test func aFileJustWrittenIsAlwaysReadAgain() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("A.nmview.yaml").path
        try "nmview: 1\n".write(toFile: path, atomically: false, encoding: .utf8)
        var disk = DiskReads()
        _ = disk.read(path, limits: .default)
        _ = disk.read(path, limits: .default)
        #expect(disk.loads == 2)
    }
}
