/// What a table or collection view keeps for reuse: the class registered for each identifier and
/// the cells that left the screen, handed out again (prepared for reuse) before a new one is made.
@MainActor
struct ReuseQueue<Cell: UIView> {
    /// Makes a cell of a registered class for an identifier.
    typealias Make = @MainActor (String) -> Cell

    private var makers: [String: Make] = [:]
    private var waiting: [String: [Cell]] = [:]

    /// Registers `make` for `identifier`; `nil` unregisters, as passing a `nil` class does.
    mutating func register(_ make: Make?, for identifier: String) {
        makers[identifier] = make
    }

    /// A cell that left the screen, or a new one; `nil` when nothing is registered.
    mutating func dequeue(_ identifier: String, prepare: (Cell) -> Void) -> Cell? {
        if let cell = waiting[identifier]?.popLast() {
            prepare(cell)
            return cell
        }
        return makers[identifier]?(identifier)
    }

    /// Keeps `cell`, which left the screen, for the next dequeue of `identifier`.
    mutating func recycle(_ cell: Cell, identifier: String) {
        waiting[identifier, default: []].append(cell)
    }
}
