#if canImport(UIKit)
import NMViewEngine
import UIKit

/// Finds the UIView subclass a layout names: registered by ``NMView/register(_:as:)``, else by
/// name as the runtime knows it, bare or qualified by the host's module or the app's.
@MainActor
enum ViewClassResolver {
    /// Classes registered by name.
    private static var registered: [String: UIView.Type] = [:]

    /// The app's module, named after its executable as Xcode names it.
    private static let appModule: String? = (Bundle.main.infoDictionary?["CFBundleExecutable"] as? String)
        .map(ViewClassName.moduleName(forExecutable:))

    static func register(_ type: UIView.Type, as name: String) {
        registered[name] = type
    }

    /// The class called `name` for a layout hosted by `host`, or `nil`.
    static func resolve(_ name: String, host: UIView) -> UIView.Type? {
        if let type = registered[name] { return type }
        let hostModule = ViewClassName.module(ofQualifiedName: String(reflecting: type(of: host)))
        let modules = [hostModule, appModule].compactMap { $0 }
        for candidate in ViewClassName.candidates(for: name, modules: modules) {
            if let type = NSClassFromString(candidate) as? UIView.Type { return type }
        }
        return nil
    }
}
#endif
