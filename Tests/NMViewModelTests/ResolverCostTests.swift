import Foundation
import Testing

@testable import NMViewModel

/// The resolver's work grows with the templates a document declares, not with the copies it
/// makes: a template's body is resolved once and shared by later copies wherever nothing about
/// the copy can differ. Counted, never timed, so a busy machine cannot fail these.
@Suite struct ResolverCostTests {
    static func statistics(_ text: String, _ resolver: Resolver = Resolver()) throws -> ResolveStatistics {
        resolver.measuredResolve(try document(text), name: "X").statistics
    }

    /// The root's instance resolves each template once, top down; each template kept in the
    /// document then shares the body of the one it nests. (Each kept template once walked every
    /// template below it: 5,151 bodies for 100 levels.)
    @Test(arguments: [50, 100])
    func nestedTemplatesAreResolvedOnceEach(levels: Int) throws {
        let counted = try Self.statistics(ResolverTests.chain(levels: levels))
        #expect(counted.templateBodiesResolved == levels + 1)
        #expect(counted.templateBodiesShared == levels)
    }

    /// Twice the templates, twice the work. (120 levels stay under both default limits: deeper
    /// chains are cut at 128 levels, and a debug build's recursion overflows a test thread's
    /// stack not far past that.)
    @Test func workGrowsLinearlyWithNesting() throws {
        func work(_ levels: Int) throws -> Int {
            let counted = try Self.statistics(ResolverTests.chain(levels: levels))
            return counted.templateBodiesResolved + counted.templateBodiesShared
        }
        let sixty = try work(60)
        let hundredTwenty = try work(120)
        #expect(hundredTwenty <= 2 * sixty + 2, "\(sixty) bodies for 60 nested templates, \(hundredTwenty) for 120")
    }

    /// Templates that each use the one before twice: 2^17 views made from 17 bodies, the second
    /// use of each sharing the first's. (Each copy was once resolved anew: 2^17 bodies.)
    @Test(arguments: [9, 16])
    func doublingTemplatesAreResolvedOnceEach(levels: Int) throws {
        let resolver = Resolver(maxAddedViews: 1 << 20)
        let (resolved, problems, counted) = resolver.measuredResolve(
            try document(ResolverTests.doubling(levels: levels)), name: "X")
        #expect(problems.isEmpty)
        #expect(ResolverTests.viewCount(resolved.root) == 1 << (levels + 1))
        #expect(counted.templateBodiesResolved == levels + 1)
    }

    /// One document resolved with shared bodies and without.
    struct SharingCase: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var maxAddedViews = Resolver.defaultMaxAddedViews
        var maxDepth = Resolver.defaultMaxDepth
        var testDescription: String { name }
    }

    /// Ids, instance names, nested templates with and without ids, and a template whose root
    /// has an id, all used more than once.
    static let identified = """
        nmview: 1
        size: {width: 320, height: 480}
        root:
          subviews:
            - {template: row}
            - {template: row, id: second}
            - {template: plain}
            - {template: plain, id: third}
            - {template: badge}
            - {template: alias}
        templates:
          dot: {frame: [0, 0, 1, 1]}
          plain: {subviews: [{template: dot}, {template: dot}]}
          named: {id: inner, subviews: [{template: dot}]}
          badge: {class: UILabel, subviews: [{id: dot, frame: [0, 0, 4, 4]}, {template: plain}, {template: named}]}
          row: {subviews: [{template: badge}, {template: badge, id: b}, {template: plain}, {template: named}]}
          alias: {template: plain, frame: [1, 1, 2, 2]}

        """

    /// Every layout file of the examples and fixtures that decodes.
    static func layoutFiles() -> [SharingCase] {
        var cases: [SharingCase] = []
        for folder in ["Examples", "Tests/Fixtures"] {
            let root = packageRoot.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
            for file in files.sorted() where file.hasSuffix(".nmview.yaml") {
                guard let text = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8),
                    (try? document(text)) != nil
                else { continue }
                cases.append(SharingCase(name: "\(folder)/\(file)", text: text))
            }
        }
        return cases
    }

    static let cases: [SharingCase] =
        [
            SharingCase(name: "ids and instance names", text: identified),
            SharingCase(name: "ids and instance names, over the view limit", text: identified, maxAddedViews: 12),
            SharingCase(name: "ids and instance names, over the depth limit", text: identified, maxDepth: 2),
            SharingCase(name: "doubling", text: ResolverTests.doubling(levels: 9)),
            // Shared bodies stop fitting under the limit part way, in the root and in the kept templates.
            SharingCase(name: "doubling past the view limit", text: ResolverTests.doubling(levels: 12)),
            SharingCase(name: "doubling past a low view limit", text: ResolverTests.doubling(levels: 20), maxAddedViews: 1_000),
            SharingCase(name: "chain past the depth limit", text: ResolverTests.chain(levels: 10), maxDepth: 5),
            SharingCase(name: "chain at the depth limit", text: ResolverTests.chain(levels: 127)),
            SharingCase(name: "chain past both limits", text: ResolverTests.chain(levels: 200)),
        ] + layoutFiles()

    /// Sharing bodies changes nothing: the same views, ids, instance names and problems at the same
    /// paths as resolving every copy view by view.
    @Test(arguments: cases)
    func sharingChangesNothing(_ test: SharingCase) throws {
        let source = try document(test.text)
        var resolver = Resolver(maxAddedViews: test.maxAddedViews, maxDepth: test.maxDepth)
        let shared = resolver.resolve(source, name: "X")
        resolver.sharesTemplateBodies = false
        let walked = resolver.resolve(source, name: "X")
        // Compared first: a failing `==` on whole documents would print both, thousands of views.
        let sameDocument = shared.document == walked.document
        let sameProblems = shared.problems == walked.problems
        #expect(sameDocument, "the resolved document differs with shared bodies")
        #expect(sameProblems, "problems with shared bodies: \(shared.problems.map(\.summary)); without: \(walked.problems.map(\.summary))")
    }

    /// The same with nested layouts: a template whose view is another file's class, composed in
    /// each copy, is resolved every time, since the classes around it decide about cycles.
    @Test func sharingChangesNothingWithNestedLayouts() throws {
        let card = try document(
            "nmview: 1\nview: Card\nsize: {width: 100, height: 50}\nroot:\n  subviews:\n    - {template: dot}\n    - {id: name, class: UILabel}\ntemplates:\n  dot: {frame: [0, 0, 1, 1]}\n")
        let screen = try document(
            """
            nmview: 1
            view: Screen
            size: {width: 320, height: 480}
            root:
              subviews:
                - {template: pair}
                - {template: pair, id: second}
                - {template: loop}
            templates:
              card: {class: Card, frame: [0, 0, 100, 50]}
              pair: {subviews: [{template: card}, {template: card}]}
              loop: {class: Screen}

            """)
        let documents = ["Card": card, "Screen": screen]
        var resolver = Resolver { documents[$0] }
        let (shared, sharedProblems, counted) = resolver.measuredResolve(screen, name: "Screen")
        resolver.sharesTemplateBodies = false
        let (walked, walkedProblems) = resolver.resolve(screen, name: "Screen")
        #expect(shared == walked)
        #expect(sharedProblems == walkedProblems)
        #expect(!sharedProblems.isEmpty)
        #expect(counted.templateBodiesShared == 0)
    }
}

extension ResolveProblem {
    /// What and where, without the long paths' every step.
    fileprivate var summary: String {
        switch self {
        case .unknownTemplate(let name, let path, _): "unknown \(name) at \(path.components.count) steps"
        case .includeCycle(let chain, let path): "cycle \(chain) at \(path.components.count) steps"
        case .expansionLimit(_, let path): "expansion limit at \(path.description.suffix(60))"
        case .depthLimit(_, let path): "depth limit at \(path.components.count) steps"
        }
    }
}
