#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Writes files so that a reader sees either the old content or the new, never a torn file:
/// write a temporary file beside the target, flush it to disk, then rename it over the target.
enum AtomicFile {
    /// Why a write failed.
    struct WriteError: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "cannot write '\(path)': \(reason)" }
    }

    /// Writes `data` to `path` atomically; with `replacing: false` an existing file is an error.
    static func write(_ data: Data, to path: String, replacing: Bool) throws(WriteError) {
        if !replacing, FileManager.default.fileExists(atPath: path) {
            throw WriteError(path: path, reason: "the file exists")
        }
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = (directory.isEmpty ? "." : directory) + "/.\(name).\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw WriteError(path: path, reason: describe(errno)) }
        var failure = writeAll(descriptor, data)
        if failure == nil, fsync(descriptor) != 0 { failure = describe(errno) }
        close(descriptor)
        if failure == nil, rename(temporary, path) != 0 { failure = describe(errno) }
        if let failure {
            unlink(temporary)
            throw WriteError(path: path, reason: failure)
        }
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
