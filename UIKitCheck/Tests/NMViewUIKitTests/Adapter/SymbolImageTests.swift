import NMViewEngine
import NMViewModel
import NMViewUIKitUnderCheck
import Testing
import UIKit

/// SF Symbols: a layout's `{systemName, pointSize, weight, scale}` reaches
/// `UIImage(systemName:withConfiguration:)` with a configuration of exactly the parts it gives,
/// on every image property, and a name the system lacks shows no image, as a missing asset does.
@MainActor @Suite(.interfaceCheck) struct SymbolImageTests {
    final class SymbolHost: NMView {}

    /// The view of class `viewClass` made for `properties`, and its host's problems.
    func make(_ viewClass: String, _ properties: [String: PropertyValue]) throws -> (UIView, [String]) {
        TestLayouts.use()
        let node = ViewNode(id: "subject", viewClass: viewClass, frame: Rect(x: 0, y: 0, width: 44, height: 44), properties: properties)
        let host = SymbolHost(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        host.install(
            CompiledLayout(LayoutDocument(viewClass: "SymbolHost", size: Size(width: 320, height: 480), root: ViewNode(subviews: [node]))))
        return (try #require(host.outlet("subject")), host.problems.map(\.message))
    }

    static func symbol(_ fields: [String: PropertyValue]) -> PropertyValue {
        .object(fields)
    }

    /// The configuration the last `UIImage(systemName:withConfiguration:)` was given, as its parts.
    func lastConfiguration() throws -> (name: String, configuration: UIImage.SymbolConfiguration?) {
        let event = try #require(InterfaceRecorder.log.events("UIImage(systemName:withConfiguration:)").last)
        let (name, configuration) = try #require(event.value as? (String, UIImage.Configuration?))
        return (name, configuration as? UIImage.SymbolConfiguration)
    }

    @Test func everyPartGivenReachesTheConfiguration() throws {
        let value = Self.symbol([
            "systemName": .string("bell.fill"), "pointSize": .number(17), "weight": .string("semibold"),
            "scale": .string("large"),
        ])
        let (view, problems) = try make("UIImageView", ["image": value])
        #expect(problems.isEmpty)
        let (name, configuration) = try lastConfiguration()
        #expect(name == "bell.fill")
        #expect(configuration?._interfaceCheckPointSize == 17)
        #expect(configuration?._interfaceCheckWeight == .semibold)
        #expect(configuration?._interfaceCheckScale == .large)
        let image = try #require((view as? UIImageView)?.image)
        #expect(image.isSymbolImage && image._interfaceCheckSystemName == "bell.fill")
        #expect(image.symbolConfiguration == configuration)
    }

    /// A part left out stays unspecified, so the system (or a preferred configuration) decides it;
    /// with no part at all there is no configuration.
    @Test(arguments: [
        (["weight": PropertyValue.string("bold")], nil as CGFloat?, UIImage.SymbolWeight.bold, UIImage.SymbolScale.unspecified),
        (["scale": .string("default")], nil, .unspecified, .default),
        (["pointSize": .number(24), "scale": .string("small")], 24, .unspecified, .small),
        (["pointSize": .number(9.5)], 9.5, .unspecified, .unspecified),
    ])
    func onlyThePartsGivenAreSet(
        parts: [String: PropertyValue], pointSize: CGFloat?, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale
    ) throws {
        _ = try make("UIButton", ["image": Self.symbol(parts.merging(["systemName": .string("heart")]) { $1 })])
        let configuration = try #require(try lastConfiguration().configuration)
        #expect(configuration._interfaceCheckPointSize == pointSize)
        #expect(configuration._interfaceCheckWeight == weight)
        #expect(configuration._interfaceCheckScale == scale)
    }

    @Test func aSymbolAloneHasNoConfiguration() throws {
        let (view, _) = try make("UIButton", ["image": Self.symbol(["systemName": .string("heart.fill")])])
        let event = try #require(InterfaceRecorder.log.events("UIImage(systemName:withConfiguration:)").last)
        let (name, configuration) = try #require(event.value as? (String, UIImage.Configuration?))
        #expect(name == "heart.fill" && configuration == nil)
        #expect((view as? UIButton)?.image(for: .normal)?._interfaceCheckSystemName == "heart.fill")
    }

    /// The other image properties take symbols too, through the same setter as asset names.
    @Test func backgroundAndHighlightedImagesTakeSymbols() throws {
        let (button, _) = try make("UIButton", ["backgroundImage": Self.symbol(["systemName": .string("star.fill")])])
        #expect((button as? UIButton)?.backgroundImage(for: .normal)?._interfaceCheckSystemName == "star.fill")
        let (imageView, _) = try make(
            "UIImageView", ["highlightedImage": Self.symbol(["systemName": .string("bell"), "weight": .string("light")])])
        let highlighted = try #require((imageView as? UIImageView)?.highlightedImage)
        #expect(PropertyReading.image(highlighted) == "bell - light unspecified")
    }

    /// A name the system does not have is asked for, gives no image and reports nothing, which is
    /// what a missing asset does; lint can check only that the name looks like a symbol's.
    @Test func aSymbolTheSystemLacksShowsNoImageLikeAMissingAsset() throws {
        let (view, problems) = try make("UIImageView", ["image": Self.symbol(["systemName": .string("bell.filled")])])
        #expect(try lastConfiguration().name == "bell.filled")
        #expect((view as? UIImageView)?.image == nil)
        #expect(problems.isEmpty)
        let (asset, assetProblems) = try make("UIImageView", ["image": .string("")])
        #expect((asset as? UIImageView)?.image == nil && assetProblems.isEmpty)
    }

    /// An asset name still means `UIImage(named:)`, never a system symbol.
    @Test func anAssetNameIsNotASymbol() throws {
        let (view, _) = try make("UIImageView", ["image": .string("bell.fill")])
        #expect((view as? UIImageView)?.image?._interfaceCheckName == "bell.fill")
        #expect(InterfaceRecorder.log.events("UIImage(systemName:withConfiguration:)").isEmpty)
    }
}
