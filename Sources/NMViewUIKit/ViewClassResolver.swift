#if canImport(UIKit)
import NMViewEngine
import UIKit

/// Finds how to make the UIView subclass a layout names: a factory registered by
/// ``NMView/register(_:as:make:)``, else (where the Objective-C runtime exists) the class by
/// name, bare or qualified by the host's module or the app's.
@MainActor
enum ViewClassResolver {
    /// Makes a view of a class at a frame.
    typealias Factory = @MainActor (CGRect) -> UIView

    /// Factories registered by class name.
    private static var registered: [String: Factory] = [:]

    static func register(_ name: String, make: @escaping Factory) {
        registered[name] = make
    }

    /// How to make the class called `name` for a layout hosted by `host`, or `nil`.
    static func factory(for name: String, host: AnyObject) -> Factory? {
        if let make = registered[name] { return make }
        #if canImport(ObjectiveC)
        let hostModule = ViewClassName.module(ofQualifiedName: String(reflecting: type(of: host)))
        let modules = [hostModule, appModule].compactMap { $0 }
        for candidate in ViewClassName.candidates(for: name, modules: modules) {
            // Initialisers imported from Objective-C may be called on a metatype; Swift classes
            // inherit UIView's. Elsewhere only a registered factory can make a subclass.
            if let type = NSClassFromString(candidate) as? UIView.Type { return { type.init(frame: $0) } }
        }
        #endif
        return nil
    }

    #if canImport(ObjectiveC)
    /// The app's module, named after its executable as Xcode names it.
    private static let appModule: String? = (Bundle.main.infoDictionary?["CFBundleExecutable"] as? String)
        .map(ViewClassName.moduleName(forExecutable:))
    #endif
}
#endif
