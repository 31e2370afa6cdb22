import NMViewDiagnostics
import NMViewModel

extension ViewTreeConverter {
    /// Warns about what a view holds that the format has no place for: constraints, size-class
    /// variations, the sizes Auto Layout gave a stack view's subviews, cells, gesture recognizers.
    mutating func reportStructure(of element: XIBElement) {
        // Worked out only for a finding: most views have none.
        var name: String { element["userLabel"].map { "'\($0)' (\(element.name))" } ?? "'\(element.name)'" }
        if element.name == "stackView" {
            findings.append(
                .warning(
                    XIBDiagnosticID.stackView,
                    "the stack view \(name) arranges its subviews itself: their frames give only their sizes, which "
                        + "Auto Layout gave them in IB; check them in the preview",
                    at: location(element)))
        }
        for child in element.children {
            switch child.name {
            case "constraints" where !child.children.isEmpty:
                constraintSummary.constraints.append((child.children.count, name, location(child)))
            // A variation that only installs or removes constraints says nothing the format could
            // keep; `default` is no size class but where IB keeps what is installed by default.
            case "variation" where child.children.allSatisfy({ $0["key"] == "constraints" }):
                continue
            case "variation":
                findings.append(
                    .warning(
                        XIBDiagnosticID.sizeClasses,
                        "the size-class variation '\(child["key"] ?? "")' of \(name) is not carried over: use an alternative layout",
                        at: location(child)))
            case "prototypes", "cells":
                findings.append(
                    .warning(
                        XIBDiagnosticID.cells,
                        "the cells of \(name) are not carried over: their content is made at run time, in code or a xib of their own",
                        at: location(child)))
            default: continue
            }
        }
    }

    /// The control events of `element` handled by the layout's class, from its `<connections>`;
    /// other connections are reported, and so are actions on a view that the format gives none,
    /// when `node` is that view (a class that is not a control: IB saves none there, so the file
    /// was damaged).
    mutating func actions(of element: XIBElement, id: String, of node: ViewNode? = nil) -> [String: String] {
        var actions: [String: String] = [:]
        for connection in element.child(named: "connections")?.children ?? [] {
            switch connection.name {
            case "action":
                // IB always saves a selector; without one the file was damaged (the xib fuzzer's sixth find).
                guard let selector = connection["selector"] else {
                    report(connection, "an action of '\(id)' has no selector, so it is not carried over: connect it again in Interface Builder")
                    continue
                }
                let event = connection["eventType"] ?? ""
                guard ControlEvent(rawValue: event) != nil else {
                    report(connection, "the action '\(selector)' of '\(id)' is for the event '\(event)', which the format does not have")
                    continue
                }
                if let node, !node.takesActions {
                    report(connection, "the action '\(selector)' of '\(id)' is not carried over: a \(node.kitClass) is not a control, which sends actions")
                    continue
                }
                guard actionTargets.contains(connection["destination"] ?? "") else {
                    report(connection, "the action '\(selector)' of '\(id)' goes to an object other than the view's class: connect it in code")
                    continue
                }
                // Bound by selector, an action named after a method UIView already has would call
                // UIKit's (lint refuses it: the xib fuzzer's find, 'resignFirstResponder:').
                let method = String(selector.prefix { $0 != ":" })
                guard !ReservedSelectors.names(for: kind).contains(method) else {
                    report(
                        connection,
                        "the action '\(selector)' of '\(id)' is not carried over: it names UIView's own '\(method)', which the control would call instead of a method of yours; rename the method")
                    continue
                }
                // 'followTapped:' is written 'followTapped', which binds the one-argument method
                // first, as the format documents; longer selectors stay as written.
                let oneArgument = selector.hasSuffix(":") && selector.filter { $0 == ":" }.count == 1
                actions[event] = oneArgument ? String(selector.dropLast()) : selector
            case "outletCollection" where connection["property"] == "gestureRecognizers":
                findings.append(
                    .warning(
                        XIBDiagnosticID.gestureRecognizer,
                        "a gesture recognizer on '\(id)' is not carried over: add it in code", at: location(connection)))
            case "outlet" where outletNames[connection["destination"] ?? ""] != nil && actionTargets.contains(element["id"] ?? ""):
                continue
            // The view's grid, read with the view.
            case "outlet" where gridManagers.isManagerOutlet(connection):
                continue
            default:
                let name = connection["property"] ?? connection["selector"] ?? connection.name
                report(connection, "the \(connection.name) '\(name)' of '\(id)' is not carried over: only the outlets and actions of the view's own class are")
            }
        }
        return actions
    }

    private mutating func report(_ connection: XIBElement, _ message: String) {
        findings.append(.warning(XIBDiagnosticID.connection, message, at: location(connection)))
    }
}
