/// What one resolution cost, counted rather than timed, so that a test can hold the resolver to
/// work that grows with the templates a document declares, whatever else the machine is doing.
struct ResolveStatistics: Sendable, Hashable {
    /// Template bodies resolved view by view, one per instance expanded that way.
    var templateBodiesResolved = 0
    /// Instances expanded to a body resolved before, without walking it again.
    var templateBodiesShared = 0
}
