import NMViewEngine
import NMViewModel
import NMViewUIKitUnderCheck
import Testing
import UIKit

/// Every property the format declares, on every class that has it, reaches the UIKit setter the
/// declaration names with the value the layout gives: a property added to the declaration and
/// not applied fails the build (the adapter's exhaustive switch) or this test.
@MainActor @Suite(.interfaceCheck) struct PropertyApplicationTests {
    /// A host with no layout file of its own; each case installs a layout of one view.
    final class PropertyHost: NMView {}

    /// Every (property, class) the declaration has; `UIView` stands for every view.
    nonisolated static let cases: [(ViewProperty, String)] = ViewProperty.allCases.flatMap { property in
        property.declaration.classes.map { (property, $0) }
    }

    /// The properties a view of `viewClass` must also have for `property` to show.
    static func companions(of property: ViewProperty, on viewClass: String) -> [String: PropertyValue] {
        switch property {
        case .selectedSegmentIndex: ["segments": .list([.string("A"), .string("B"), .string("C")])]
        case .value: ["maximumValue": .number(100)]
        default: [:]
        }
    }

    @Test(arguments: cases)
    func reachesTheDeclaredSetterWithTheValue(property: ViewProperty, viewClass: String) throws {
        TestLayouts.use()
        let declaration = property.declaration
        let example = declaration.example
        let node = ViewNode(
            id: "subject", viewClass: viewClass, frame: Rect(x: 0, y: 0, width: 100, height: 40),
            properties: Self.companions(of: property, on: viewClass).merging([property.rawValue: example]) { $1 })
        let host = PropertyHost(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let log = InterfaceRecorder.log
        log.removeAll()
        host.install(
            CompiledLayout(LayoutDocument(viewClass: "PropertyHost", size: Size(width: 320, height: 480), root: ViewNode(subviews: [node]))))
        let view = try #require(host.outlet("subject"))
        #expect(host.problems.isEmpty, "\(host.problems.map(\.message))")
        let api = try #require(declaration.uikitAPI[viewClass])
        // A collection view's item size and spacing are its flow layout's.
        let receiver: AnyObject = api.hasPrefix("UICollectionViewFlowLayout.")
            ? try #require((view as? UICollectionView)?.collectionViewLayout) : view
        #expect(!log.events(api, on: receiver).isEmpty, "no call of \(api) on the \(viewClass); calls: \(log.events(on: receiver))")
        #expect(
            PropertyReading.read(property, of: view) == PropertyReading.expected(example, kind: declaration.kind),
            "\(property.rawValue) on \(viewClass)")
    }

    @Test func everyDeclaredClassIsMadeAsItself() {
        TestLayouts.use()
        let classes = Set(ViewProperty.allCases.flatMap(\.declaration.classes))
        for name in classes.sorted() {
            let host = PropertyHost(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            host.install(
                CompiledLayout(LayoutDocument(
                    viewClass: "PropertyHost", size: Size(width: 320, height: 480),
                    root: ViewNode(subviews: [ViewNode(id: "subject", viewClass: name, frame: Rect(x: 0, y: 0, width: 10, height: 10))]))))
            let made = host.outlet("subject").map { String(describing: type(of: $0)) }
            #expect(made == name)
            #expect(host.problems.isEmpty)
        }
    }
}
