#if canImport(UIKit)
import NMViewEngine
import UIKit

/// Reports what a layout asked for that could not be done: in DEBUG builds as a red box over
/// the view it concerns, never a crash and never a silent change; in release builds in the log,
/// once for each problem.
@MainActor
final class ProblemReporter {
    /// Every problem reported, in order.
    private(set) var all: [HostProblem] = []
    /// What release builds have logged already, across all hosts.
    private static var logged: Set<HostProblem> = []

    /// Forgets the problems of a layout that is being replaced.
    func removeAll() {
        all.removeAll()
    }

    func report(_ problem: HostProblem, on view: UIView) {
        all.append(problem)
        #if DEBUG
        view.addSubview(ProblemBox(problem, covering: view.bounds))
        #else
        if Self.logged.insert(problem).inserted { print("NMView: \(problem.message)") }
        #endif
    }
}

/// The red box: a translucent red label over the whole view, with the problem's message.
final class ProblemBox: UILabel {
    /// What a box for a layout's problem is found by, in UI tests and here.
    static let problemIdentifier = "NMView.problem"

    convenience init(_ problem: HostProblem, covering bounds: CGRect) {
        self.init(message: problem.message, covering: bounds, identifier: Self.problemIdentifier)
    }

    /// A box saying `message`, found by `identifier`.
    init(message: String, covering bounds: CGRect, identifier: String) {
        super.init(frame: bounds)
        text = message
        numberOfLines = 0
        font = UIFont.systemFont(ofSize: 11, weight: .semibold)
        textColor = .white
        backgroundColor = UIColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 0.85)
        layer.borderColor = UIColor.red.cgColor
        layer.borderWidth = 2
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        accessibilityIdentifier = identifier
    }

    required init?(coder: NSCoder) {
        nil
    }
}
#endif
