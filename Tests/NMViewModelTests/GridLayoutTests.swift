import Foundation
import NMViewModel
import Testing

/// The grid's hand-written options say what the schema's Grid says, defaults first: a grid that
/// leaves an option out behaves as the schema documents.
@Suite struct GridLayoutTests {
    @Test func extensionDirectionDefaultsToRightAsInTheOriginal() throws {
        #expect(GridLayout.extensionDirectionDefault == .right)
        let decoded = try document("nmview: 1\nsize: {width: 1, height: 1}\nroot: {grid: {extension: lastItem}}\n")
        #expect(decoded.root.grid?.extensionDirection == .right)
        let compiled = try JSONDecoder().decode(GridLayout.self, from: Data(#"{"extension": "lastItem"}"#.utf8))
        #expect(compiled.extensionDirection == .right)
    }

    @Test func defaultsAreTheSchemas() throws {
        let grid = try CommittedSchema().properties(of: "Grid")
        #expect(grid["direction"]?["default"] as? String == GridLayout.directionDefault.rawValue)
        #expect(grid["extension"]?["default"] as? String == GridLayout.extensionDefault.rawValue)
        #expect(grid["extensionDirection"]?["default"] as? String == GridLayout.extensionDirectionDefault.rawValue)
        #expect(grid["skipHiddenViews"]?["default"] as? Bool == GridLayout.skipHiddenViewsDefault)
        #expect(grid["viewsPerRow"]?["default"] == nil)
        #expect(grid["viewsPerColumn"]?["default"] == nil)
    }

    @Test func optionsAreTheSchemas() throws {
        let schema = try CommittedSchema()
        #expect(GridLayout.Direction.allCases.map(\.rawValue) == schema.enumeration("Grid", "direction"))
        #expect(GridLayout.Extension.allCases.map(\.rawValue) == schema.enumeration("Grid", "extension"))
        #expect(GridLayout.ExtensionDirection.allCases.map(\.rawValue) == schema.enumeration("Grid", "extensionDirection"))
    }
}
