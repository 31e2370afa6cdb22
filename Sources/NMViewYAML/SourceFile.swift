#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import NMViewDiagnostics
import NMViewSourceTree

/// A file's path and bytes, loaded with a size limit checked before anything is read.
public struct SourceFile: Sendable {
    /// The path as the user named it.
    public var path: String
    /// The whole content.
    public var bytes: [UInt8]

    /// A file made of bytes already in memory.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Loads `path`, or explains why it cannot: missing, unreadable, a directory, or larger than
    /// `limits.maxFileSize` (checked with `fstat`, so a huge file is never read).
    public static func load(_ path: String, limits: ReaderLimits = .default) -> Result<SourceFile, Diagnostic> {
        // Non-blocking, so that a FIFO named by mistake is refused below instead of hanging here.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(openFailure(path, errno: errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(openFailure(path, errno: errno)) }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            break
        case S_IFDIR:
            return .failure(.error("io.is-directory", "'\(path)' is a directory", at: SourceLocation(file: path)))
        default:
            return .failure(
                .error("io.not-a-file", "'\(path)' is not a regular file", at: SourceLocation(file: path)))
        }
        let size = Int(status.st_size)
        if size > limits.maxFileSize {
            return .failure(fileTooLarge(path, size: size, limits: limits))
        }
        var bytes = [UInt8]()
        bytes.reserveCapacity(size)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(openFailure(path, errno: errno))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            // A file that grows while we read it is held to the same limit.
            if bytes.count > limits.maxFileSize {
                return .failure(fileTooLarge(path, size: bytes.count, limits: limits))
            }
        }
        return .success(SourceFile(path: path, bytes: bytes))
    }

    static func fileTooLarge(_ path: String, size: Int, limits: ReaderLimits) -> Diagnostic {
        .error(
            "limit.file-size",
            "file is \(size) bytes, over the limit of \(limits.maxFileSize) bytes",
            at: SourceLocation(file: path, line: 1, column: 1))
    }

    private static func openFailure(_ path: String, errno code: Int32) -> Diagnostic {
        let location = SourceLocation(file: path)
        switch code {
        case ENOENT, ENOTDIR:
            return .error("io.not-found", "no such file or directory '\(path)'", at: location)
        case EACCES, EPERM:
            return .error("io.permission-denied", "permission denied reading '\(path)'", at: location)
        default:
            let reason = String(cString: strerror(code)).lowercased()
            return .error("io.unreadable", "cannot read '\(path)': \(reason)", at: location)
        }
    }
}
