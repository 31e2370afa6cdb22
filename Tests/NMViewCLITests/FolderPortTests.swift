import Foundation
import Testing

@testable import NMViewCLI

/// A preview restarted on the same folders takes the same port, so an open page reconnects.
@Suite struct FolderPortTests {
    @Test func theSameFoldersGiveTheSamePortInTheDynamicRange() {
        let port = FolderPort.port(for: ["/nmview-port-test/Layouts"])
        #expect(FolderPort.range.contains(port))
        #expect(FolderPort.port(for: ["/nmview-port-test/Layouts/"]) == port, "a trailing slash names the same folder")
        #expect(FolderPort.port(for: ["/nmview-port-test/./Layouts"]) == port)
    }

    @Test func theOrderOfFoldersDoesNotMatterButTheFoldersDo() {
        let both = FolderPort.port(for: ["/tmp/a", "/tmp/b"])
        #expect(FolderPort.port(for: ["/tmp/b", "/tmp/a"]) == both)
        let others = ["/tmp/c", "/tmp/d", "/tmp/e", "/tmp/f"].map { FolderPort.port(for: [$0]) }
        #expect(Set(others + [both]).count == 5, "folders share a port only by chance, not for all")
    }

    @Test func theHashIsFixedAcrossRuns() {
        // FNV-1a of the path, not the standard library's hash, which is seeded anew every run.
        #expect(FolderPort.port(for: ["/nmview-port-test/Layouts"]) == 57045)
    }
}
