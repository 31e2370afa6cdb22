import Foundation
import NMViewModel
import Testing

@testable import nmview_bench

/// Seeded random documents and random changes to a large one, each written both ways.
@Suite struct CompiledJSONMutationTests {
    typealias Check = CompiledJSONComparison

    /// Small random documents with every part set or not and awkward text and numbers everywhere:
    /// the writer writes `JSONEncoder`'s bytes, and declines exactly the documents it should.
    @Test func randomDocuments() {
        var layouts = RandomLayout(seed: 2026_11_23)
        var declined = (nonFinite: 0, clash: 0)
        for index in 0..<500 {
            let document = layouts.document()
            let nonFinite = !document.hasOnlyFiniteNumbers
            let clash = RandomLayout.hasPropertyNamedLikeField(document)
            Check.expectSame(document, requireDirect: !nonFinite && !clash, "random document \(index)")
            if nonFinite || clash {
                #expect(document.directCompiledJSON() == nil, "random document \(index) should be left to JSONEncoder")
            }
            if nonFinite { declined.nonFinite += 1 } else if clash { declined.clash += 1 }
        }
        // Both kinds occur, and most documents are written directly.
        #expect(declined.nonFinite >= 10 && declined.clash >= 10 && declined.nonFinite + declined.clash < 250, "\(declined)")
    }

    /// The 1,000-view layout with every declared property, its values replaced by random ones,
    /// a few hundred at a time.
    @Test func randomValuesInTheLayoutWithEveryProperty() {
        var layouts = RandomLayout(seed: 7)
        var document = PropertyLayout.document()
        for round in 0..<4 {
            for _ in 0..<300 {
                Self.changeRandomView(in: &document.root, using: &layouts)
            }
            Check.expectSame(document, requireDirect: document.hasOnlyFiniteNumbers, "round \(round)")
        }
    }

    /// Replaces one property (or adds one) of a random view below `view`, with a finite value
    /// when the name is a real property's, and now and then its frame or id.
    static func changeRandomView(in view: inout ViewNode, using layouts: inout RandomLayout) {
        if !view.subviews.isEmpty, layouts.random.chance(80) {
            let index = layouts.random.below(view.subviews.count)
            changeRandomView(in: &view.subviews[index], using: &layouts)
            return
        }
        switch layouts.random.below(10) {
        case 0: view.frame = Rect(x: finite(&layouts), y: finite(&layouts), width: finite(&layouts), height: 1)
        case 1: view.id = layouts.text()
        default:
            let names = Array(view.properties.keys).sorted()
            let name = names.isEmpty || layouts.random.chance(20) ? layouts.text() : layouts.pick(names)
            guard !ViewNodeKeys.all.contains(name) else { return }
            var value = layouts.value()
            while !value.hasOnlyFiniteNumbers { value = layouts.value() }
            view.properties[name] = value
        }
    }

    static func finite(_ layouts: inout RandomLayout) -> Double {
        var number = layouts.number()
        while !number.isFinite { number = layouts.number() }
        return number
    }
}

/// A view's own keys in a file, which a property set in code may also be named.
enum ViewNodeKeys {
    static let all: Set<String> = [
        "id", "class", "template", "frame", "autoresizing", "omitFromLayouts", "grid", "composedSubviews", "actions",
        "subviews",
    ]
}
