#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Saves a file the way editors do, with plain system calls so nothing is buffered or deferred:
/// in place (open with truncation, write, close: what VS Code, Sublime and `vim` with
/// `backupcopy=yes` do) or atomically (write a temporary file beside it, close, rename it over
/// the file: `vim`'s default, JetBrains, `sed -i`), and says when the save became visible.
struct FileSaver {
    /// The file saved.
    let path: String
    /// Whether to save through a temporary file and a rename.
    let atomic: Bool

    /// The temporary file of an atomic save: hidden, so the watch ignores it until renamed.
    private var temporaryPath: String {
        let folder = (path as NSString).deletingLastPathComponent
        return (folder as NSString).appendingPathComponent("." + (path as NSString).lastPathComponent + ".tmp")
    }

    /// The instants around the system call that makes a save visible to the watch: the `close`
    /// of an in-place save (inotify reports `IN_CLOSE_WRITE`), the `rename` of an atomic one
    /// (`IN_MOVED_TO`).
    struct Timing {
        /// Just before that call, the data written: latencies are timed from here. Nothing can
        /// see the save earlier, and a thread preempted after the call returns (the watch's
        /// woken threads compete for the same cores) cannot make the latencies look shorter.
        let committing: ContinuousClock.Instant
        /// Just after it returned.
        let returned: ContinuousClock.Instant
    }

    /// Writes `data` and returns when the close (in place) or the rename (atomic) has returned.
    func save(_ data: Data) throws(WatchBenchError) -> Timing {
        if atomic {
            let descriptor = try write(data, to: temporaryPath)
            try close(descriptor, path: temporaryPath)
            let committing = ContinuousClock.now
            let renamed = rename(temporaryPath, path) == 0
            let returned = ContinuousClock.now
            guard renamed else {
                throw WatchBenchError("cannot rename \(temporaryPath) to \(path): \(String(cString: strerror(errno)))")
            }
            return Timing(committing: committing, returned: returned)
        }
        let descriptor = try write(data, to: path)
        let committing = ContinuousClock.now
        try close(descriptor, path: path)
        return Timing(committing: committing, returned: ContinuousClock.now)
    }

    /// open(O_WRONLY | O_CREAT | O_TRUNC) and write everything; returns the open descriptor.
    private func write(_ data: Data, to target: String) throws(WatchBenchError) -> Int32 {
        let descriptor = open(target, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw WatchBenchError("cannot open \(target): \(String(cString: strerror(errno)))")
        }
        let written = data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                guard let base = buffer.baseAddress else { return false }
                let count = systemWrite(descriptor, base + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += count
            }
            return true
        }
        guard written else {
            let message = String(cString: strerror(errno))
            systemClose(descriptor)
            throw WatchBenchError("cannot write \(target): \(message)")
        }
        return descriptor
    }

    /// close(2), which for a file written in place is when the watch hears of it.
    private func close(_ descriptor: Int32, path target: String) throws(WatchBenchError) {
        guard systemClose(descriptor) == 0 else {
            throw WatchBenchError("cannot close \(target): \(String(cString: strerror(errno)))")
        }
    }
}

/// write(2), named apart from `FileSaver.write` so the method can call it.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

/// close(2), named apart from `FileSaver.close`.
@discardableResult
private func systemClose(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}
