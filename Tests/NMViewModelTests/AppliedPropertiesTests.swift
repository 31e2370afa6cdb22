import NMViewModel
import Testing

/// Every view system applies a node's properties in the declared order, and only view properties.
@Suite struct AppliedPropertiesTests {
    @Test func propertiesComeInTheOrderOfApplication() {
        let node = ViewNode(
            viewClass: "UISlider",
            properties: [
                "hidden": .bool(true), "value": .number(5), "maximumValue": .number(10), "minimumValue": .number(2),
                "backgroundColor": .string("red"), "notAProperty": .bool(true),
            ])
        let order = node.appliedProperties.map(\.property)
        #expect(order == [.minimumValue, .maximumValue, .backgroundColor, .value, .hidden])
        #expect(node.appliedProperties.first?.value == .number(2))
    }

    @Test func theOrderIsTheDeclarationsOrder() {
        let all = ViewNode(properties: Dictionary(uniqueKeysWithValues: ViewProperty.allCases.map { ($0.rawValue, $0.declaration.example) }))
        #expect(all.appliedProperties.map(\.property) == ViewProperty.allCases)
    }
}
