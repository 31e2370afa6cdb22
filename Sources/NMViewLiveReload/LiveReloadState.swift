/// Where a ``LiveReloadClient`` stands with its server, for an app to observe
/// (``LiveReloadClient/observeState(_:)``) and for tests.
public enum LiveReloadState: Sendable, Equatable {
    /// Not started, or stopped.
    case stopped
    /// Opening the event stream, or opening it again after it ended; fewer attempts than
    /// ``LiveReloadClient/attemptsBeforeUnreachable`` have failed.
    case connecting
    /// The event stream is open: saves arrive.
    case connected
    /// The server cannot be followed, and why: shown over every followed view until it connects.
    case unreachable(ServerUnreachable)
}
