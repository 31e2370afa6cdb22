/// How a class named in a layout (`class: ProfileCard`) is looked up in an app, where a Swift
/// class's runtime name is qualified by its module (`MyApp.ProfileCard`) and a bare name finds
/// only Objective-C classes such as `UILabel`.
public enum ViewClassName {
    /// The names to look up for `name`, in order: as written (a UIKit class, an `@objc(Name)`
    /// class, or one written with its module, `MyModule.Chart`), then qualified by each of
    /// `modules` (the host view's own module, then the app's), without repeats.
    public static func candidates(for name: String, modules: [String]) -> [String] {
        var result = [name]
        guard !name.contains(".") else { return result }
        for module in modules where !module.isEmpty {
            let qualified = module + "." + name
            if !result.contains(qualified) { result.append(qualified) }
        }
        return result
    }

    /// The name a layout file gives a class (its `view:`), from the name an app has for it:
    /// `NSStringFromClass` qualifies a Swift class by its module (`MyApp.ProfileCard`) and
    /// `String(reflecting:)` by its enclosing types too; the file names the class alone.
    public static func unqualified(_ name: String) -> String {
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[name.index(after: dot)...])
    }

    /// The module of a type whose full name (`String(reflecting:)`) is `qualifiedName`.
    public static func module(ofQualifiedName qualifiedName: String) -> String? {
        guard let dot = qualifiedName.firstIndex(of: ".") else { return nil }
        return String(qualifiedName[..<dot])
    }

    /// The module Xcode names after an app's executable (`PRODUCT_MODULE_NAME`'s default): every
    /// character that cannot be in an identifier becomes `_`, and a leading digit gets one before it.
    public static func moduleName(forExecutable executable: String) -> String {
        var name = String(executable.unicodeScalars.map { scalar -> Character in
            // Xcode's c99extidentifier rule keeps letters of any script, digits and underscores.
            let isIdentifierCharacter = scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
            return isIdentifierCharacter ? Character(scalar) : "_"
        })
        if let first = name.unicodeScalars.first, ("0"..."9").contains(first) { name = "_" + name }
        return name
    }
}
