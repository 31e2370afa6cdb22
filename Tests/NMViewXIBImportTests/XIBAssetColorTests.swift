import NMViewDiagnostics
import NMViewModel
import NMViewTestSupport
import NMViewXIBImport
import Testing

/// Asset catalog colours (`<color key=… name="BrandPrimary"/>`) are written by their colour set's
/// name, which keeps their dark appearance; a name the format cannot write as an asset colour's is
/// reported at its `<color>`.
@Suite struct XIBAssetColorTests {
    /// The resources IB lists for the colour sets the tests use.
    static let resources = """
                <namedColor name="BrandPrimary">
                    <color red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </namedColor>
                <namedColor name="label">
                    <color red="0.1" green="0.1" blue="0.1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </namedColor>
        """

    /// A label whose text colour is `color`, and a button whose title colour is too, imported.
    static func imported(_ color: String, resources: String = resources) throws -> (XIBImport, MarkedSource) {
        let source = MarkedSource(
            xib(
                """
                        <view contentMode="scaleToFill" id="r00-aa-001">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                            <subviews>
                                <label opaque="NO" text="Hi" id="l00-aa-002">
                                    <rect key="frame" x="10" y="10" width="100" height="20"/>
                                    1️⃣<color key="textColor" \(color)/>
                                </label>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b00-aa-003">
                                    <rect key="frame" x="10" y="40" width="100" height="44"/>
                                    <state key="normal" title="Go">
                                        2️⃣<color key="titleColor" \(color)/>
                                    </state>
                                </button>
                            </subviews>
                        </view>
                """, resources: resources))
        return (try XIBImporter(path: "t.xib").importXIB(Array(source.text.utf8), baseName: "T"), source)
    }

    /// What the label's text colour and the button's title colour were written as.
    static func written(_ imported: XIBImport) throws -> [PropertyValue?] {
        let subviews = try #require(imported.layouts.first?.document.root.subviews)
        return [subviews[0].properties["textColor"], subviews[1].properties["titleColor"]]
    }

    /// A name IB gives a colour set is written as it is, even IB's spelling of a UIKit colour
    /// (`labelColor`), which IB means as the asset and the format reads as one.
    @Test(arguments: ["BrandPrimary", "labelColor", "2024Gold", "_tint", "Brand/Primary"])
    func anAssetColourKeepsItsName(_ name: String) throws {
        let (imported, _) = try Self.imported("name=\"\(name)\"")
        #expect(try Self.written(imported) == [.string(name), .string(name)])
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics)")
        #expect(ColorValue(name) == .asset(name), "the name reads back as the asset colour")
    }

    @Test(arguments: ["-Accent", "#336699", " Brand", ""])
    func aNameTheFormatCannotWriteIsReportedAndLeftOut(_ name: String) throws {
        let (imported, source) = try Self.imported("name=\"\(name)\"")
        #expect(try Self.written(imported) == [nil, nil])
        let warnings = imported.diagnostics.filter { $0.id == XIBDiagnosticID.assetColorName }
        #expect(warnings.map(\.location) == [source.location("1️⃣", file: "t.xib"), source.location("2️⃣", file: "t.xib")])
        #expect(warnings.allSatisfy { $0.severity == .warning })
        #expect(warnings.first?.message == "'textColor' is not carried over: the asset colour '\(name)' does not start with an ASCII letter, digit or '_', as the format's asset colour names do; rename the colour set")
        #expect(imported.diagnostics.count == 2, "\(imported.diagnostics)")
    }

    /// `label` in the format is UIKit's label colour, not the app's colour set of that name: the
    /// components IB lists for the set are the closest the format can write.
    @Test func aColourSetNamedLikeAUIKitColourIsWrittenAsItsComponents() throws {
        let (imported, source) = try Self.imported("name=\"label\"")
        #expect(try Self.written(imported) == [.string("#1A1A1A"), .string("#1A1A1A")])
        let warnings = imported.diagnostics.filter { $0.id == XIBDiagnosticID.assetColorName }
        #expect(warnings.map(\.location) == [source.location("1️⃣", file: "t.xib"), source.location("2️⃣", file: "t.xib")])
        #expect(warnings.first?.message == "the asset colour 'label' has a UIKit colour's name, which the format reads as UIKit's colour: 'textColor' is written as its components, '#1A1A1A', without its dark appearance; rename the colour set to keep it")

        let (unlisted, _) = try Self.imported("name=\"label\"", resources: "")
        #expect(try Self.written(unlisted) == [nil, nil])
        #expect(unlisted.diagnostics.first?.message == "'textColor' is not carried over: the asset colour 'label' has a UIKit colour's name, which the format reads as UIKit's colour, and the xib lists no components for it; rename the colour set")
    }

    /// The resources are not needed to name a colour set: IB lists them, but the name is the colour.
    @Test func anAssetColourTheResourcesDoNotListKeepsItsName() throws {
        let (imported, _) = try Self.imported("name=\"BrandPrimary\"", resources: "")
        #expect(try Self.written(imported) == [.string("BrandPrimary"), .string("BrandPrimary")])
        #expect(imported.diagnostics.isEmpty)
    }
}
