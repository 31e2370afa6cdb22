/// Thrown by a socket wait that a ``ReadAlarm`` ended: the deadline for it passed.
struct DeadlineExceeded: Error {}
