/// Stub-only, not in the SDK: where every call made on this module's UIKit is recorded, so a test
/// can prove that a value reached the right setter (`"UILabel.numberOfLines"`,
/// `"UIButton.setTitle(_:for:)"`, `"UIView.layer.cornerRadius"`, `"UIButton(type:)"` …).
///
/// Each test should record into a log of its own, because Swift Testing runs tests in parallel:
/// bind one with `InterfaceRecorder.$log.withValue(InterfaceLog()) { … }` (the test target's
/// `.interfaceCheck` trait does it). Calls made where no log is bound go to a shared default log.
public enum InterfaceRecorder {
    /// The log that calls are recorded in; task-local, so each test can have its own.
    @TaskLocal public static var log = InterfaceLog()

    /// Whether calls are recorded. Off while UIKit itself calls its API (autoresizing sets a
    /// subview's frame, an activity indicator hides itself), so the log holds what the caller did.
    @TaskLocal static var isRecording = true

    /// Runs `body` as UIKit's own work: it goes through the same overridable API, unrecorded.
    static func withoutRecording<Result>(_ body: () throws -> Result) rethrows -> Result {
        try $isRecording.withValue(false, operation: body)
    }

    /// Records that `api` was called on `receiver` with `value`.
    package static func record(_ api: String, on receiver: AnyObject, value: (any Sendable)?) {
        record(api, receiver: ObjectIdentifier(receiver), receiverClass: className(of: receiver), value: value)
    }

    /// Records a call whose receiver is known by identity and class name only.
    static func record(_ api: String, receiver: ObjectIdentifier, receiverClass: String, value: (any Sendable)?) {
        guard isRecording else { return }
        log.append(InterfaceEvent(receiverClass: receiverClass, receiver: receiver, api: api, value: value))
    }

    /// The name of `object`'s dynamic class, without its module.
    static func className(of object: AnyObject) -> String {
        String(describing: type(of: object))
    }
}
