import Foundation
import NMViewEngine
import NMViewModel

/// Times 1,000 cells of a 20-view layout three ways, in interleaved rounds:
///
/// - reading the compiled layout per cell, as a nib per cell did: `LayoutDocument(compiledJSON:)`
///   on the file's bytes (in memory: no disk), `CompiledLayout`, then a `HeadlessCell` of it;
/// - building each cell from the layout in memory: a `HeadlessCell` of the one `CompiledLayout`
///   (what a table does for the cells it makes, about a screenful);
/// - dequeuing with reuse: 1,000 dequeues from a `HeadlessReuseQueue` with ten rows on screen,
///   each after the first screen handing a cell out again (what every other row costs).
///
/// The cell layout is the templates section's `messageCell`, linted, as the root of its own file.
enum CellBenchmark {
    /// Cells per timed run.
    static let cells = 1_000
    /// Rows on screen in the reuse contender: the cells it makes; the rest are reuses.
    static let onScreen = 10

    /// What was measured.
    struct Result {
        /// Size of the compiled layout file.
        var fileBytes: Int
        /// Views in one cell's layout, the content view included.
        var viewsPerCell: Int
        /// Cells per run.
        var cells: Int
        /// Timed rounds.
        var rounds: Int
        /// Reading the compiled file per cell.
        var reading: Measurement
        /// Building each cell from the layout in memory.
        var building: Measurement
        /// Dequeuing with reuse.
        var reusing: Measurement
    }

    /// Lints the layout with `pipeline`, makes the cell's compiled file, checks that the
    /// contenders make the same cell, then times them as `plan` says.
    static func run(pipeline: PipelineUnderTest, plan: RoundPlan, progress: (String) -> Void) throws(BenchmarkError)
        -> Result
    {
        let linted = try pipeline.checkedDocument(
            Array(TemplateLayout.yaml.utf8), path: TemplateLayout.path, what: "the cells section's layout"
        ).document
        guard let root = linted.resolved.templates[TemplateLayout.templateName], let frame = root.frame else {
            throw BenchmarkError("the layout has no template '\(TemplateLayout.templateName)' with a frame")
        }
        var cellRoot = root
        cellRoot.frame = nil
        let document = LayoutDocument(
            viewClass: "MessageCell", size: Size(width: frame.width, height: frame.height), root: cellRoot)
        let data: Data
        do {
            data = try document.compiledJSON()
        } catch {
            throw BenchmarkError("the cell's layout could not be compiled: \(error)")
        }
        let layout = CompiledLayout(document)
        let size = Size(width: frame.width, height: frame.height)
        let expected = TemplateBenchmark.outline(of: HeadlessCell(layout: layout, reuseIdentifier: "cell", frame: frame))
        guard TemplateBenchmark.outline(of: cellByReading(data, frame: frame)) == expected else {
            throw BenchmarkError("reading the compiled file and building from memory made different cells")
        }

        let clock = ContinuousClock()
        let contenders: [() -> Duration] = [
            { clock.measure { keep((0..<cells).map { _ in cellByReading(data, frame: frame) }) } },
            { clock.measure { keep((0..<cells).map { _ in HeadlessCell(layout: layout, reuseIdentifier: "cell", frame: frame) }) } },
            { reuse(layout, size: size, clock: clock) },
        ]
        var slowest = 0.0
        for _ in 0..<plan.warmUpRuns {
            for contender in contenders { slowest = max(slowest, Measurement.seconds(of: contender())) }
        }
        let rounds = plan.rounds(fastestRun: slowest)
        progress("cells: \(data.count)-byte compiled file, \(cells) cells of \(expected.count - 1) views, \(rounds) rounds")
        var measured = [Measurement](repeating: Measurement(), count: contenders.count)
        for round in 0..<rounds {
            // Rotate the order so no contender always runs on another's warm cache.
            for offset in contenders.indices {
                let index = (offset + round) % contenders.count
                measured[index].record(contenders[index]())
            }
        }
        return Result(
            fileBytes: data.count, viewsPerCell: expected.count - 1, cells: cells, rounds: rounds,
            reading: measured[0], building: measured[1], reusing: measured[2])
    }

    /// A cell made as a nib per cell was: its file decoded and flattened again. Traps on failure,
    /// so a baseline that stopped early cannot make the others look slow.
    static func cellByReading(_ data: Data, frame: Rect) -> HeadlessCell {
        guard let document = try? LayoutDocument(compiledJSON: data) else {
            preconditionFailure("the compiled cell layout did not decode")
        }
        return HeadlessCell(layout: CompiledLayout(document), reuseIdentifier: "cell", frame: frame)
    }

    /// One timed run of dequeues with reuse; the cells made count, as a table makes them too.
    private static func reuse(_ layout: CompiledLayout, size: Size, clock: ContinuousClock) -> Duration {
        let queue = HeadlessReuseQueue(layouts: LayoutCache(library: OneLayout(layout: layout)))
        queue.register(cellClass: "MessageCell")
        var visible: [HeadlessCell] = []
        let time = clock.measure {
            for _ in 0..<cells {
                guard let cell = queue.dequeue(withIdentifier: "MessageCell", size: size) else {
                    preconditionFailure("the reuse queue made no cell")
                }
                visible.append(cell)
                if visible.count > onScreen { queue.recycle(visible.removeFirst()) }
            }
        }
        precondition(queue.made == onScreen + 1, "the reuse queue made \(queue.made) cells")
        return time
    }

    /// Keeps `cells` alive until the clock stops, as a table keeps its cells.
    private static func keep(_ cells: [HeadlessCell]) {
        precondition(cells.count == Self.cells, "a run made \(cells.count) cells")
    }

    /// A library with the one cell layout.
    private struct OneLayout: LayoutLibrary {
        let layout: CompiledLayout
        func layout(for viewClass: String) throws -> CompiledLayout { layout }
    }
}
