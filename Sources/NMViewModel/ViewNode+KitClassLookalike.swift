import NMViewDiagnostics

extension ViewNode {
    /// The UIKit classes `name` is a slip away from, closest first, when it looks like one
    /// misspelt: not a UIKit class, not qualified by a module, starting with UIKit's `UI` prefix
    /// (which Apple reserves for its own classes) in any case, and close by edit distance
    /// (`UILable`). Empty for a class of the app's own. Lint reports such a class written without
    /// a `base`; import-xib writes the base beside it, as the xib says the class is one.
    public static func kitClassesResembling(_ name: String) -> [String] {
        guard !kitClasses.contains(name), !name.contains("."), name.utf8.count > 2, name.prefix(2).lowercased() == "ui"
        else { return [] }
        return Suggestions.closest(to: name, among: kitClasses.sorted(), matchingEnds: false)
    }
}
