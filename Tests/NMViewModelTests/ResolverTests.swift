import Foundation
import NMViewModel
import Testing

/// Templates are expanded with overrides and unique ids; nested layouts are composed; cycles and
/// unknown templates are reported.
@Suite struct ResolverTests {
    static let templated = """
        nmview: 1
        size: {width: 320, height: 480}
        root:
          subviews:
            - {template: badge, id: unread, frame: [10, 10, 60, 20], text: "3", x-note: dropped}
            - {template: badge}
        templates:
          badge:
            class: UILabel
            frame: [0, 0, 40, 16]
            textColor: white
            text: "0"
            subviews:
              - {id: dot, frame: [0, 0, 4, 4]}

        """

    @Test func templateInstancesAreCopiesWithOverrides() throws {
        let (resolved, problems) = Resolver().resolve(try document(Self.templated), name: "Inbox")
        #expect(problems.isEmpty)
        // Templates stay, resolved, for copies made at run time.
        #expect(resolved.templates["badge"]?.viewClass == "UILabel")
        #expect(resolved.templates["badge"]?.subviews.map(\.id) == ["dot"])
        #expect(resolved.viewClass == "Inbox")
        let unread = resolved.root.subviews[0]
        #expect(unread.template == nil)
        #expect(unread.id == "unread")
        #expect(unread.viewClass == "UILabel")
        #expect(unread.frame == Rect(x: 10, y: 10, width: 60, height: 20))
        #expect(unread.properties == ["text": .string("3"), "textColor": .string("white")])
        #expect(unread.subviews.map(\.id) == ["unread.dot"])
        let second = resolved.root.subviews[1]
        #expect(second.id == nil)
        #expect(second.frame == Rect(x: 0, y: 0, width: 40, height: 16))
        #expect(second.subviews.map(\.id) == ["badge2.dot"])
        #expect(second.subviews.first?.viewClass == "UIView")
    }

    /// `mirrors: false` is carried through templates as `ignoresSafeArea` is: set on the template
    /// or on the instance, the copy keeps its content left to right.
    @Test func mirrorsFalseIsCarriedThroughTemplates() throws {
        let source = try document(
            """
            nmview: 1
            size: {width: 320, height: 200}
            layoutDirection: mirrored
            root:
              subviews:
                - {template: player, id: a}
                - {template: bar, id: b, mirrors: false}
                - {template: bar, id: c}
            templates:
              player: {frame: [0, 0, 320, 50], mirrors: false}
              bar: {frame: [0, 50, 320, 50]}

            """)
        let (resolved, problems) = Resolver().resolve(source, name: "Player")
        #expect(problems.isEmpty)
        #expect(resolved.layoutDirection == .mirrored)
        #expect(resolved.root.subviews.map(\.mirrors) == [false, false, true])
    }

    @Test func unknownTemplateAndCycles() throws {
        let source = try document(
            """
            nmview: 1
            size: {width: 320, height: 480}
            root:
              subviews:
                - {template: nope}
                - {template: a}
            templates:
              a: {subviews: [{template: b}]}
              b: {subviews: [{template: a}]}

            """)
        let (_, problems) = Resolver().resolve(source, name: "X")
        #expect(problems.count == 2)
        if case .unknownTemplate(let name, let path, let known) = problems.first {
            #expect(name == "nope")
            #expect(path.description == "/root/subviews/0/template")
            #expect(known == ["a", "b"])
        } else {
            Issue.record("expected an unknown template first: \(problems)")
        }
        if case .includeCycle(let chain, _) = problems.last {
            #expect(chain == ["a", "b", "a"])
        } else {
            Issue.record("expected a cycle: \(problems)")
        }
    }

    @Test func nestedLayoutsAreComposedAndCyclesCaught() throws {
        let card = try document(
            "nmview: 1\nview: Card\nsize: {width: 100, height: 50}\nroot:\n  backgroundColor: red\n  subviews:\n    - {id: name, class: UILabel, frame: [0, 0, 100, 20]}\n")
        let screen = try document(
            "nmview: 1\nview: Screen\nsize: {width: 320, height: 480}\nroot:\n  subviews:\n    - {id: first, class: Card, frame: [0, 0, 100, 50], backgroundColor: blue}\n")
        let documents = ["Card": card, "Screen": screen]
        let (resolved, problems) = Resolver { documents[$0] }.resolve(screen, name: "Screen")
        #expect(problems.isEmpty)
        let composed = resolved.root.subviews[0]
        #expect(composed.properties["backgroundColor"] == .string("blue"))
        #expect(composed.subviews.map(\.id) == ["first.name"])
        // The compiled parent says how many leading subviews came from Card's own file, so an
        // app whose Card builds itself skips them; both readers of compiled JSON keep the count.
        #expect(composed.composedSubviews == 1)
        let json = try resolved.compiledJSON()
        #expect(String(decoding: json, as: UTF8.self).contains("\"composedSubviews\" : 1"))
        #expect(try LayoutDocument(compiledJSON: json) == resolved)
        #expect(try JSONDecoder().decode(LayoutDocument.self, from: json) == resolved)

        let loop = try document(
            "nmview: 1\nview: Loop\nsize: {width: 1, height: 1}\nroot:\n  subviews:\n    - {id: again, class: Loop, frame: [0, 0, 1, 1]}\n")
        let (_, cycle) = Resolver { $0 == "Loop" ? loop : nil }.resolve(loop, name: "Loop")
        #expect(cycle == [.includeCycle(chain: ["Loop", "Loop"], at: ModelPath([.key("root"), .key("subviews"), .index(0), .key("class")]))])
    }

    /// Templates that each use the one before twice: `t\(levels)` alone is 2^levels views.
    static func doubling(levels: Int) -> String {
        var text = "nmview: 1\nsize: {width: 320, height: 480}\nroot:\n  subviews:\n    - {template: t\(levels)}\n"
        text += "templates:\n  t0: {frame: [0, 0, 1, 1]}\n"
        for level in 1...levels {
            text += "  t\(level): {subviews: [{template: t\(level - 1)}, {template: t\(level - 1)}]}\n"
        }
        return text
    }

    /// Templates that each nest the one before: `t\(levels)` alone is `levels + 1` levels of views.
    static func chain(levels: Int) -> String {
        var text = "nmview: 1\nsize: {width: 320, height: 480}\nroot:\n  subviews:\n    - {template: t\(levels)}\n"
        text += "templates:\n  t0: {frame: [0, 0, 1, 1]}\n"
        for level in 1...levels { text += "  t\(level): {subviews: [{template: t\(level - 1)}]}\n" }
        return text
    }

    static func viewCount(_ node: ViewNode) -> Int { 1 + node.subviews.reduce(0) { $0 + viewCount($1) } }

    @Test func templateCopiesStopAtTheLimit() throws {
        let (resolved, problems) = Resolver(maxAddedViews: 1_000).resolve(try document(Self.doubling(levels: 20)), name: "X")
        #expect(problems.count == 1)
        guard case .expansionLimit(let limit, let path) = problems.first else {
            Issue.record("expected the expansion limit: \(problems)")
            return
        }
        #expect(limit == 1_000)
        #expect(path.description.hasPrefix("/root/subviews/0/"))
        // Copies are made up to the limit, then no more: never 2^20 views.
        let views = Self.viewCount(resolved.root)
        #expect(views > 1_000 && views < 1_100, "\(views) views")
        #expect(resolved.templates.values.allSatisfy { Self.viewCount($0) <= 3 })
    }

    @Test func templateCopiesUnderTheLimitAreAllMade() throws {
        // The primary tree adds 1,023 views and the templates, kept resolved, 2,036 (2^(n+1) - 1 for
        // each tn): 3,059 in all.
        let (resolved, problems) = Resolver(maxAddedViews: 3_100).resolve(try document(Self.doubling(levels: 9)), name: "X")
        #expect(problems.isEmpty)
        #expect(Self.viewCount(resolved.root) == 1 + 1_023)
        #expect(resolved.templates.values.map(Self.viewCount).reduce(0, +) == 2_036)
        let (_, over) = Resolver(maxAddedViews: 3_000).resolve(try document(Self.doubling(levels: 9)), name: "X")
        #expect(over.count == 1)
    }

    @Test func nestedLayoutCopiesStopAtTheLimit() throws {
        // Each layout holds ten of the next: Outer would be 1,000 views of Leaf.
        func layout(_ name: String, holding inner: String) throws -> LayoutDocument {
            let subviews = (0..<10).map { _ in "    - {class: \(inner), frame: [0, 0, 1, 1]}\n" }.joined()
            return try document("nmview: 1\nview: \(name)\nsize: {width: 10, height: 10}\nroot:\n  subviews:\n\(subviews)")
        }
        let documents = ["Outer": try layout("Outer", holding: "Middle"), "Middle": try layout("Middle", holding: "Inner"),
            "Inner": try layout("Inner", holding: "Leaf")]
        let resolver = Resolver(documentForClass: { documents[$0] }, maxAddedViews: 50)
        let (resolved, problems) = resolver.resolve(try #require(documents["Outer"]), name: "Outer")
        #expect(problems == [.expansionLimit(limit: 50, at: ModelPath([.key("root"), .key("subviews"), .index(0), .key("class")]))])
        let views = Self.viewCount(resolved.root)
        #expect(views > 50 && views < 80, "\(views) views")
    }

    @Test func copiesStopAtTheDepthLimit() throws {
        // t10 is 11 levels of views.
        let text = Self.chain(levels: 10)
        func depth(_ node: ViewNode) -> Int { node.subviews.map { depth($0) + 1 }.max() ?? 0 }

        let (resolved, problems) = Resolver(maxDepth: 5).resolve(try document(text), name: "X")
        #expect(problems.count == 1)
        guard case .depthLimit(let limit, let path) = problems.first else {
            Issue.record("expected the depth limit: \(problems)")
            return
        }
        #expect(limit == 5)
        #expect(path.description == "/root/subviews/0/subviews/0/subviews/0/subviews/0/subviews/0/subviews/0")
        #expect(depth(resolved.root) == 6)
        #expect(resolved.templates.values.allSatisfy { depth($0) <= 6 })

        let (deep, none) = Resolver(maxDepth: 11).resolve(try document(text), name: "X")
        #expect(none.isEmpty)
        #expect(depth(deep.root) == 11)
    }
}

/// Paths share their parents but compare, hash and print by their steps.
@Suite struct ModelPathTests {
    @Test func pathsBuiltEitherWayAreEqual() {
        let built = ModelPath([.key("root")]).appending("subviews").appending(2).appending("a/b~c")
        let listed = ModelPath([.key("root"), .key("subviews"), .index(2), .key("a/b~c")])
        #expect(built == listed)
        #expect(Set([built, listed]).count == 1)
        #expect(built.components == listed.components)
        #expect(built.description == "/root/subviews/2/a~1b~0c")
        #expect(built != ModelPath([.key("root"), .key("subviews"), .index(3), .key("a/b~c")]))
        #expect(ModelPath().components.isEmpty && ModelPath().description.isEmpty)
    }

    @Test func siblingsDoNotSeeEachOther() {
        let parent = ModelPath([.key("root")])
        let first = parent.appending("id")
        let second = parent.appending("frame")
        #expect(first.components == [.key("root"), .key("id")])
        #expect(second.components == [.key("root"), .key("frame")])
        #expect(parent.components == [.key("root")])
    }
}
