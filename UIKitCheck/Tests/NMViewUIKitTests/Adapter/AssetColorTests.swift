import Foundation
import NMViewEngine
import NMViewModel
import NMViewUIKitUnderCheck
import Testing
import UIKit

/// Asset catalog colours and light/dark pairs: each becomes a dynamic UIColor that resolves per
/// trait collection, layer colours made from them follow a change of appearance in every kind of
/// host, they are looked up in `NMView.colorBundle`, and a colour set the catalog lacks is
/// reported once and leaves the property alone.
@MainActor @Suite(.interfaceCheck) struct AssetColorTests {
    final class Swatch: NMView {}
    final class SwatchCell: NMTableViewCell {}
    final class SwatchItem: NMCollectionViewCell {}
    final class SwatchController: NMViewController {}

    static let light = UITraitCollection(userInterfaceStyle: .light)
    static let dark = UITraitCollection(userInterfaceStyle: .dark)

    /// The colour sets the tests' main bundle has, as an app's Assets.xcassets would.
    nonisolated static let brand: (name: String, light: UInt32, dark: UInt32) = ("AssetColorTests.Brand", 0x3478F6FF, 0x0A84FFFF)
    nonisolated static let surface: (name: String, light: UInt32, dark: UInt32) = ("AssetColorTests.Surface", 0xFFFFFFFF, 0x1C1C1EFF)

    /// Colours of the new forms, and what each is in light and in dark appearance (`0xRRGGBBAA`).
    nonisolated static let colors: [(value: PropertyValue, light: UInt32, dark: UInt32)] = [
        (.string(brand.name), brand.light, brand.dark),
        // A pair whose dark side is an asset colour.
        (.object(["light": .string("#FF0000"), "dark": .string(brand.name)]), 0xFF0000FF, brand.dark),
        // A pair whose light side is a system colour.
        (.object(["light": .string("label"), "dark": .string("#1C1C1E")]), 0x000000FF, 0x1C1C1EFF),
    ]

    static func registerColors() {
        for set in [brand, surface] { UIColor._interfaceCheckRegisterColor(named: set.name, light: set.light, dark: set.dark, in: nil) }
    }

    /// A layout of a label, a button and a plain view, each of whose colour properties is `value`,
    /// borders included.
    static func swatch(_ value: PropertyValue, viewClass: String = "Swatch", kind: DocumentKind = .view) -> LayoutDocument {
        LayoutDocument(
            viewClass: viewClass, kind: kind, size: Size(width: 320, height: 200),
            root: ViewNode(
                properties: ["borderColor": value, "borderWidth": .number(1)],
                subviews: [
                    ViewNode(
                        id: "label", viewClass: "UILabel", frame: Rect(x: 0, y: 0, width: 100, height: 40),
                        properties: ["textColor": value, "backgroundColor": value]),
                    ViewNode(
                        id: "button", viewClass: "UIButton", frame: Rect(x: 0, y: 50, width: 100, height: 40),
                        properties: ["titleColor": value]),
                    ViewNode(
                        id: "box", frame: Rect(x: 0, y: 100, width: 100, height: 40),
                        properties: ["borderColor": value, "borderWidth": .number(1)]),
                ]))
    }

    /// The components of `color` in `traits`.
    static func components(_ color: UIColor?, in traits: UITraitCollection) -> [CGFloat]? {
        color?.resolvedColor(with: traits).cgColor.components
    }

    @Test(arguments: colors.indices)
    func backgroundTextAndTitleColoursResolvePerAppearance(_ index: Int) throws {
        let (value, light, dark) = Self.colors[index]
        Self.registerColors()
        TestLayouts.use(["Swatch": Self.swatch(value)])
        let swatch = Swatch(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        #expect(swatch.problems.isEmpty, "\(swatch.problems.map(\.message))")
        let label = try #require(swatch.outlet("label", as: UILabel.self))
        let button = try #require(swatch.outlet("button", as: UIButton.self))
        let colors = [
            ("backgroundColor", label.backgroundColor), ("textColor", label.textColor),
            ("titleColor", button.titleColor(for: .normal)),
        ]
        for (property, color) in colors {
            #expect(Self.components(color, in: Self.light) == ColorTests.components(light), "\(property) light")
            #expect(Self.components(color, in: Self.dark) == ColorTests.components(dark), "\(property) dark")
            // The light side is also the one where the appearance is unspecified.
            #expect(Self.components(color, in: UITraitCollection()) == ColorTests.components(light), "\(property) unspecified")
        }
    }

    @Test func anAssetColourIsLoadedFromTheColourBundleWithoutATraitCollection() throws {
        Self.registerColors()
        TestLayouts.use(["Swatch": Self.swatch(.string(Self.brand.name))])
        InterfaceRecorder.log.removeAll()
        _ = Swatch(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let loads = InterfaceRecorder.log.events("UIColor(named:in:compatibleWith:)")
        #expect(!loads.isEmpty)
        for load in loads {
            let (name, bundle, traits) = try #require(load.value as? (String, Bundle?, UITraitCollection?))
            #expect(name == Self.brand.name && bundle == Bundle.main && traits == nil)
        }
    }

    @Test func colourSetsComeFromTheBundleTheAppSets() throws {
        let framework = try #require(Bundle(path: TestLayouts.repository.appendingPathComponent("Tests").path))
        UIColor._interfaceCheckRegisterColor(named: "AssetColorTests.FrameworkOnly", light: 0x112233FF, dark: 0x445566FF, in: framework)
        TestLayouts.use(["Swatch": Self.swatch(.string("AssetColorTests.FrameworkOnly"))])
        // The main bundle lacks it.
        #expect(!Swatch(frame: .zero).problems.isEmpty)
        NMView.colorBundle = framework
        defer { NMView.colorBundle = .main }
        let swatch = Swatch(frame: .zero)
        #expect(swatch.problems.isEmpty, "\(swatch.problems.map(\.message))")
        let label = try #require(swatch.outlet("label", as: UILabel.self))
        #expect(Self.components(label.textColor, in: Self.dark) == ColorTests.components(0x445566FF))
    }

    @Test(arguments: colors.indices)
    func aBorderColourFollowsAChangeOfAppearance(_ index: Int) throws {
        let (value, light, dark) = Self.colors[index]
        Self.registerColors()
        TestLayouts.use(["Swatch": Self.swatch(value)])
        let swatch = Swatch(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let box = try #require(swatch.outlet("box"))
        #expect(box.layer.borderColor?.components == ColorTests.components(light))
        // UIKit calls traitCollectionDidChange(_:) down the tree when the appearance changes.
        swatch.overrideUserInterfaceStyle = .dark
        #expect(box.layer.borderColor?.components == ColorTests.components(dark))
        #expect(swatch.layer.borderColor?.components == ColorTests.components(dark))
        swatch.overrideUserInterfaceStyle = .light
        #expect(box.layer.borderColor?.components == ColorTests.components(light))
    }

    @Test func cellsAndControllersResolveTheirBorderColoursAgainToo() throws {
        Self.registerColors()
        let value = PropertyValue.string(Self.surface.name)
        NMView.library = ReuseLayouts.CountingLibrary([
            "SwatchCell": Self.swatch(value, viewClass: "SwatchCell", kind: .tableCell),
            "SwatchItem": Self.swatch(value, viewClass: "SwatchItem", kind: .collectionCell),
            "SwatchController": Self.swatch(value, viewClass: "SwatchController", kind: .controller),
        ])
        let cell = SwatchCell(style: .default, reuseIdentifier: "swatch")
        let item = SwatchItem(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let controller = SwatchController()
        let owners: [(String, any NMLayoutOwner, UIView)] = [
            ("table cell", cell, cell), ("collection cell", item, item), ("controller", controller, try #require(controller.view)),
        ]
        for (name, owner, view) in owners {
            #expect(owner.problems.isEmpty, "\(name): \(owner.problems.map(\.message))")
            let box = try #require(owner.outlet("box"))
            #expect(box.layer.borderColor?.components == ColorTests.components(Self.surface.light), "\(name) light")
            view.overrideUserInterfaceStyle = .dark
            #expect(box.layer.borderColor?.components == ColorTests.components(Self.surface.dark), "\(name) dark")
        }
    }

    @Test(arguments: [
        PropertyValue.string("AssetColorTests.Missing"),
        .object(["light": .string("AssetColorTests.Missing"), "dark": .string("AssetColorTests.Missing")]),
        .object(["light": .string("#FFFFFF"), "dark": .string("AssetColorTests.Missing")]),
    ])
    func aMissingColourSetIsReportedOnceAndLeavesThePropertyAlone(value: PropertyValue) throws {
        TestLayouts.use([
            "Swatch": LayoutDocument(
                viewClass: "Swatch", size: Size(width: 320, height: 200),
                root: ViewNode(subviews: [
                    ViewNode(
                        id: "label", viewClass: "UILabel", frame: Rect(x: 0, y: 0, width: 100, height: 40),
                        properties: ["textColor": value, "text": .string("Hello")])
                ]),
                templates: ["tinted": ViewNode(properties: ["backgroundColor": value])])
        ])
        let swatch = Swatch(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let missing = HostProblem.colorNotFound(name: "AssetColorTests.Missing", property: "textColor", viewID: "label", layout: "Swatch")
        #expect(swatch.problems == [missing])
        let label = try #require(swatch.outlet("label", as: UILabel.self))
        #expect(label.subviews.compactMap { $0 as? UILabel }.map(\.text) == [missing.message])
        // The text, which is no colour however it reads, is set and not looked up.
        #expect(label.text == "Hello")
        let lookedUp = InterfaceRecorder.log.events("UIColor(named:in:compatibleWith:)")
            .compactMap { ($0.value as? (String, Bundle?, UITraitCollection?))?.0 }
        #expect(!lookedUp.isEmpty && !lookedUp.contains("Hello"))
        #expect(InterfaceRecorder.log.events("UILabel.textColor", on: label).isEmpty)
        // A view keeps the colour it had.
        let view = UIView()
        view.backgroundColor = .systemRed
        #expect(swatch.applyTemplate(named: "tinted", to: view))
        #expect(view.backgroundColor == .systemRed)
    }
}
