#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Writes files so that a reader sees either the old content or the new, never a torn file:
/// write a temporary file beside the target, flush it to disk, then rename (or link) it into place.
enum AtomicFile {
    /// Why a write failed.
    struct WriteError: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "cannot write '\(path)': \(reason)" }
    }

    /// Writes `data` to `path` atomically; with `replacing: false` an existing file is an error.
    ///
    /// Without replacing, the file is put in place with `link(2)`, which fails if the name exists
    /// at that instant, so a file that appears between a check and the rename is never
    /// overwritten. A replaced file keeps its permissions. The directory is synced after the
    /// rename, so the new name survives a power cut too.
    static func write(_ data: Data, to path: String, replacing: Bool) throws(WriteError) {
        if !replacing, FileManager.default.fileExists(atPath: path) {
            throw WriteError(path: path, reason: "the file exists")
        }
        let directory = (path as NSString).deletingLastPathComponent
        let folder = directory.isEmpty ? "." : directory
        let (temporary, descriptor) = try createTemporary(in: folder, for: path)
        var failure = writeAll(descriptor, data)
        if failure == nil, replacing, let mode = existingMode(path), fchmod(descriptor, mode) != 0 { failure = describe(errno) }
        if failure == nil, fsync(descriptor) != 0 { failure = describe(errno) }
        close(descriptor)
        if failure == nil { failure = replacing ? renamed(temporary, to: path) : linked(temporary, to: path) }
        if let failure {
            unlink(temporary)
            throw WriteError(path: path, reason: failure)
        }
        syncDirectory(folder)
    }

    /// A new temporary file beside `path`: hidden, named for this process and a random number,
    /// so a leftover of a crashed run with the same process id is never reused.
    private static func createTemporary(in folder: String, for path: String) throws(WriteError) -> (String, Int32) {
        let name = (path as NSString).lastPathComponent
        for _ in 0..<8 {
            let temporary = folder + "/.\(name).\(getpid()).\(String(UInt64.random(in: 0...UInt64.max), radix: 36)).tmp"
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if descriptor >= 0 { return (temporary, descriptor) }
            if errno != EEXIST { break }
        }
        throw WriteError(path: path, reason: describe(errno))
    }

    /// The permission bits of the file at `path`, if there is one.
    private static func existingMode(_ path: String) -> mode_t? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return status.st_mode & 0o7777
    }

    private static func renamed(_ temporary: String, to path: String) -> String? {
        rename(temporary, path) == 0 ? nil : describe(errno)
    }

    /// Puts `temporary` in place only if `path` does not exist. File systems without hard links
    /// fall back to a rename after the check `write` made.
    static func linked(_ temporary: String, to path: String) -> String? {
        if link(temporary, path) == 0 {
            unlink(temporary)
            return nil
        }
        switch errno {
        case EEXIST: return "the file exists"
        case EPERM, EOPNOTSUPP, EXDEV, EMLINK: return renamed(temporary, to: path)
        default: return describe(errno)
        }
    }

    /// Flushes the directory entry of a rename; a failure here loses nothing already written.
    private static func syncDirectory(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// The system's text for an `errno` value, lowercased like every message of ours.
    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }

    /// Why a Foundation file operation failed: the system's reason where it gives one.
    static func reason(_ error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey]
        if let posix = underlying as? POSIXError {
            return describe(posix.code.rawValue)
        }
        if let underlying = underlying as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return describe(Int32(underlying.code))
        }
        return error.localizedDescription
    }
}

/// Writes every byte of `data`, retrying after interruptions; the error text on failure.
private func writeAll(_ descriptor: Int32, _ data: Data) -> String? {
    data.withUnsafeBytes { buffer -> String? in
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return AtomicFile.describe(errno)
            }
            offset += written
        }
        return nil
    }
}
