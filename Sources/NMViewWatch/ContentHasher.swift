#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a file's bytes come to: their FNV-1a 64 hash and their count.
struct ContentDigest: Sendable, Hashable {
    /// FNV-1a 64 of the bytes (for files over the hashing limit, of their identity instead).
    var hash: UInt64
    /// How many bytes were read.
    var size: Int64
}

/// What reading a file for its digest found.
enum FileReading: Sendable, Hashable {
    /// Nothing is at the path.
    case missing
    /// Something is there but it is not a regular file (a directory, a FIFO).
    case notAFile
    /// A regular file that could not be opened or read (permissions, an I/O error).
    case unreadable(FileIdentity)
    /// A regular file, its identity taken before reading and the digest of what was read.
    case read(FileIdentity, ContentDigest)
}

/// Reads files and hashes their content, so that a save that changes nothing is not reported.
///
/// FNV-1a 64 is enough here: the hash only tells "same bytes as last time" from "different",
/// for one file at a time, and no adversary chooses the content. It is a dozen lines, so the
/// module needs no dependency for it.
enum ContentHasher {
    /// FNV-1a's 64-bit offset basis: the hash of no bytes.
    static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    /// FNV-1a's 64-bit prime.
    static let prime: UInt64 = 0x0000_0100_0000_01b3
    /// Bytes read at a time; the buffer is reused, so memory stays flat whatever the file size.
    static let chunkSize = 64 * 1024
    /// Files larger than this (four times the layout reader's limit) are fingerprinted by their
    /// identity instead: hashing gigabytes on every save would stall the watcher.
    static let maximumHashedSize: Int64 = 64 << 20

    /// FNV-1a 64 of `bytes`, continuing from `state` (the offset basis for a fresh hash).
    static func hash(_ bytes: UnsafeRawBufferPointer, continuing state: UInt64 = offsetBasis) -> UInt64 {
        var hash = state
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= prime
        }
        return hash
    }

    /// FNV-1a 64 of a byte sequence.
    static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash = offsetBasis
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= prime
        }
        return hash
    }

    /// Opens, identifies and hashes the file at `path`, following symbolic links.
    static func digest(of path: String) -> FileReading {
        // O_NONBLOCK: a FIFO given a layout's name must not block the watcher in open(2);
        // fstat then tells it apart from a regular file.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            guard let info = FileStatus.following(path) else { return .missing }
            return FileStatus.type(of: info) == .regular ? .unreadable(FileIdentity(info)) : .notAFile
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .missing }
        guard FileStatus.type(of: info) == .regular else { return .notAFile }
        // The identity is taken before reading: if the file changes while it is read, the
        // recorded identity is older than the content, so polling looks again, never the reverse.
        let identity = FileIdentity(info)
        if identity.size > maximumHashedSize { return .read(identity, fingerprint(identity)) }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 16)
        defer { buffer.deallocate() }
        var hash = offsetBasis
        var total: Int64 = 0
        while true {
            let count = read(descriptor, buffer.baseAddress, chunkSize)
            if count < 0 {
                if errno == EINTR { continue }
                return .unreadable(identity)
            }
            if count == 0 { break }
            hash = Self.hash(UnsafeRawBufferPointer(rebasing: buffer[0..<count]), continuing: hash)
            total += Int64(count)
            // A file that keeps growing while it is read (a log given a layout's name) must not
            // keep the watcher reading forever.
            if total > maximumHashedSize { return .read(identity, fingerprint(identity)) }
        }
        return .read(identity, ContentDigest(hash: hash, size: total))
    }

    /// A stand-in digest for a file too large to hash: its identity, hashed.
    private static func fingerprint(_ identity: FileIdentity) -> ContentDigest {
        var hash = offsetBasis
        for field in [identity.device, identity.inode, UInt64(bitPattern: identity.size), UInt64(bitPattern: identity.modified)] {
            withUnsafeBytes(of: field.littleEndian) { hash = Self.hash($0, continuing: hash) }
        }
        return ContentDigest(hash: hash, size: identity.size)
    }
}
