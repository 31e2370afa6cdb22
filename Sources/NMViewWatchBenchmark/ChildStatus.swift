#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a child process is still running, asked without reaping it: `Process` reaps its
/// children itself and keeps their status.
enum ChildStatus {
    /// True while `pid` has not exited; a child already reaped (or not ours) counts as exited.
    static func isRunning(_ pid: Int32) -> Bool {
        var info = siginfo_t()
        while true {
            if waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 {
                return exitedPID(info) == 0
            }
            if errno != EINTR { return false }
        }
    }

    /// The pid `waitid` filled in: 0 when no child has changed state.
    private static func exitedPID(_ info: siginfo_t) -> pid_t {
        #if canImport(Glibc)
        info._sifields._sigchld.si_pid
        #else
        info.si_pid
        #endif
    }
}
