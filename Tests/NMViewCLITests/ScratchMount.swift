#if canImport(Glibc)
import Foundation
import Glibc
import Testing

/// A file system mounted over a folder for one test, as root: a small tmpfs that fills up, or the
/// folder bound onto itself and made read-only. Mounting and unmounting are single system calls
/// (no child process), so ``unmount()`` can run in a `defer` and no test, passing or failing,
/// leaves a mount behind.
final class ScratchMount {
    /// Why tests that mount are skipped: only root may mount (CI runs as root, so they run there).
    static let skipReason: Comment = "mounting a tmpfs or a read-only bind needs root"

    /// Whether this process may mount.
    static var isAvailable: Bool { geteuid() == 0 }

    /// A mount that failed, with the system's reason.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The folder mounted over.
    let path: String
    private var mounted = true

    private init(path: String) {
        self.path = path
    }

    /// A tmpfs of `kilobytes` KiB over `path` (made if missing): writes past it fail with ENOSPC.
    static func tmpfs(at path: String, kilobytes: Int) throws -> ScratchMount {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        guard mount("tmpfs", path, "tmpfs", 0, "size=\(kilobytes)k,mode=0755") == 0 else {
            throw Failure(description: "mount -t tmpfs '\(path)': \(String(cString: strerror(errno)))")
        }
        return ScratchMount(path: path)
    }

    /// The folder `source` seen at `target` too (`mount --bind`), writable until ``setReadOnly(_:)``.
    static func bind(_ source: String, at target: String) throws -> ScratchMount {
        guard mount(source, target, nil, UInt(MS_BIND), nil) == 0 else {
            throw Failure(description: "mount --bind '\(source)' '\(target)': \(String(cString: strerror(errno)))")
        }
        return ScratchMount(path: target)
    }

    /// `path` bound onto itself and remounted read-only: its files stay as they are, and writing
    /// fails with EROFS even for root, which file modes do not stop.
    static func readOnlyBind(_ path: String) throws -> ScratchMount {
        let bound = try bind(path, at: path)
        try bound.setReadOnly(true)
        return bound
    }

    /// Makes a bind mount read-only, or writable again.
    func setReadOnly(_ readOnly: Bool) throws {
        let flags = UInt(MS_REMOUNT) | UInt(MS_BIND) | (readOnly ? UInt(MS_RDONLY) : 0)
        guard mount(nil, path, nil, flags, nil) == 0 else {
            throw Failure(description: "mount -o remount '\(path)': \(String(cString: strerror(errno)))")
        }
    }

    /// Unmounts, lazily if something still has it open; safe to call twice.
    func unmount() {
        guard mounted else { return }
        mounted = false
        umount2(path, Int32(MNT_DETACH))
    }

    deinit {
        unmount()
    }
}

/// Fills the file system holding `folder` with a file named `name`, writing until the disk is full.
func fillDisk(in folder: String, name: String = "filler") {
    let descriptor = open(folder + "/" + name, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    let block = [UInt8](repeating: 0x2E, count: 1024)
    while block.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) > 0 {}
    // The last partial block, byte by byte.
    var byte: UInt8 = 0x2E
    while write(descriptor, &byte, 1) == 1 {}
}
#endif
