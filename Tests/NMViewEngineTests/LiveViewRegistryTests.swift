import NMViewEngine
import NMViewModel
import Testing

/// The registry live reload finds hosts in: weak, by class, in registration order.
@Suite struct LiveViewRegistryTests {
    static func host(_ viewClass: String) -> LayoutHost {
        let document = LayoutDocument(viewClass: viewClass, size: Size(width: 10, height: 10), root: ViewNode())
        return LayoutHost(layout: CompiledLayout(document), frame: Rect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func findsTheViewsOfAClassInOrderOnce() {
        var registry = LiveViewRegistry<LayoutHost>()
        let first = Self.host("Card"), second = Self.host("Card"), other = Self.host("Badge")
        registry.register(first, viewClass: "Card")
        registry.register(other, viewClass: "Badge")
        registry.register(second, viewClass: "Card")
        registry.register(first, viewClass: "Card")
        #expect(registry.views(of: "Card").map(ObjectIdentifier.init) == [first, second].map(ObjectIdentifier.init))
        #expect(registry.views(of: "Badge").count == 1)
        #expect(registry.views(of: "Missing").isEmpty)
        #expect(registry.viewClasses() == ["Badge", "Card"])
    }

    @Test func freedViewsDropOut() {
        var registry = LiveViewRegistry<LayoutHost>()
        let kept = Self.host("Card")
        registry.register(kept, viewClass: "Card")
        do {
            let freed = Self.host("Card")
            registry.register(freed, viewClass: "Card")
            let badge = Self.host("Badge")
            registry.register(badge, viewClass: "Badge")
            #expect(registry.views(of: "Card").count == 2)
        }
        #expect(registry.views(of: "Card").map(ObjectIdentifier.init) == [ObjectIdentifier(kept)])
        #expect(registry.viewClasses() == ["Card"])
    }
}
