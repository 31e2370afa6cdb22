/// A template's body resolved once, to be shared by its later copies (see ``ResolveRun``).
struct SharedTemplateBody {
    /// The template resolved: its views' ids are all nil.
    var body: ViewNode
    /// The views resolving it added (its own root among them).
    var addedViews: Int
    /// How many levels its views reach below its root.
    var height: Int
}
