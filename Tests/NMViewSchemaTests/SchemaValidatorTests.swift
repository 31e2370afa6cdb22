import Foundation
import NMViewDiagnostics
import NMViewSchema
import NMViewTestSupport
import Testing

/// Draft-07 keywords, each failing at the right node with a useful message.
@Suite struct SchemaValidatorTests {
    static let object = """
        {"type": "object", "title": "Card", "additionalProperties": false,
         "required": ["size"],
         "properties": {
           "size": {"type": "object", "additionalProperties": false, "required": ["width", "height"],
                    "properties": {"width": {"type": "number", "exclusiveMinimum": 0},
                                   "height": {"type": "number", "exclusiveMinimum": 0}}},
           "backgroundColor": {"type": "string"},
           "alpha": {"type": "number", "minimum": 0, "maximum": 1},
           "tag": {"type": "integer"},
           "align": {"enum": ["left", "center", "right"]},
           "version": {"const": 1},
           "id": {"type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]*$",
                  "patternErrorMessage": "an id starts with a letter or '_' and has only letters, digits and '_'"},
           "outlets": {"type": "array", "items": {"type": "string"}, "uniqueItems": true, "maxItems": 3},
           "step": {"type": "number", "multipleOf": 0.5}
         },
         "patternProperties": {"^x-": {}}}
        """

    @Test func typeMismatchAtTheValue() throws {
        let marked = MarkedSource("size: {width: 1, height: 1}\nalpha: 1️⃣high\n")
        let found = try findings(schema: Self.object, marked)
        #expect(found.map(\.id) == ["schema.type"])
        #expect(found.first?.message == "expected a number, found a string 'high'")
        #expect(found.first?.location == marked.at("1️⃣"))
    }

    @Test func missingPropertyAtTheMappingThatLacksIt() throws {
        let marked = MarkedSource("size: 1️⃣{width: 1}\n")
        let found = try findings(schema: Self.object, marked)
        #expect(found.map(\.message) == ["missing required property 'height'"])
        #expect(found.first?.location == marked.at("1️⃣"))
    }

    @Test func missingTopLevelPropertyNamesTheSchema() throws {
        let marked = MarkedSource("1️⃣alpha: 1\n")
        let found = try findings(schema: Self.object, marked)
        #expect(found.map(\.message) == ["missing required property 'size' in card"])
        #expect(found.first?.location == marked.at("1️⃣"))
    }

    @Test func unknownPropertyAtItsKeyWithSuggestions() throws {
        let marked = MarkedSource("size: {width: 1, height: 1}\n1️⃣backgroundColour: red\nx-note: kept\n")
        let found = try findings(schema: Self.object, marked)
        #expect(found.map(\.id) == ["schema.unknown-property"])
        #expect(found.first?.message == "unknown property 'backgroundColour' in card")
        #expect(found.first?.suggestions == ["backgroundColor"])
        #expect(found.first?.location == marked.at("1️⃣"))
    }

    @Test func enumWithSuggestion() throws {
        let marked = MarkedSource("size: {width: 1, height: 1}\nalign: 1️⃣centre\n")
        let found = try findings(schema: Self.object, marked)
        #expect(found.first?.message == "'centre' is not one of 'left', 'center' or 'right'")
        #expect(found.first?.suggestions == ["center"])
        #expect(found.first?.location == marked.at("1️⃣"))
    }

    @Test func patternUsesItsErrorMessage() throws {
        let marked = MarkedSource("size: {width: 1, height: 1}\nid: 1️⃣2fast\n")
        let found = try findings(schema: Self.object, marked)
        #expect(found.first?.id == "schema.pattern")
        #expect(found.first?.message == "'2fast' is not valid: an id starts with a letter or '_' and has only letters, digits and '_'")
    }

    @Test func rangesConstsAndCounts() throws {
        let marked = MarkedSource(
            "size: {width: 1️⃣0, height: 1}\nalpha: 2️⃣1.5\nversion: 3️⃣2\ntag: 4️⃣1.5\noutlets: 5️⃣[a, b, c, d]\nstep: 6️⃣0.3\n")
        let found = try findings(schema: Self.object, marked)
        #expect(found.map(\.message) == [
            "0 must be greater than 0", "1.5 is greater than the maximum of 1", "expected 1, found 2",
            "expected an integer, found a number 1.5", "expected at most 3 items, found 4", "0.3 is not a multiple of 0.5",
        ])
        #expect(found.map(\.location) == ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣"].map { marked.at($0) })
    }

    @Test func integerValuedFloatsAreIntegers() throws {
        let found = try findings(schema: Self.object, MarkedSource("size: {width: 1, height: 1}\ntag: 2.0\n"))
        #expect(found.isEmpty)
    }

    @Test func duplicateItemsPointAtTheRepeat() throws {
        let marked = MarkedSource("size: {width: 1, height: 1}\noutlets: [2️⃣a, b, 1️⃣a]\n")
        let found = try findings(schema: Self.object, marked)
        #expect(found.map(\.id) == ["schema.unique-items"])
        #expect(found.first?.location == marked.at("1️⃣"))
        #expect(found.first?.notes.first?.location == marked.at("2️⃣"))
    }

    @Test func everyProblemIsCollected() throws {
        let marked = MarkedSource("1️⃣size: {width: 1}\nalpha: 2️⃣x\n3️⃣nope: 1\n")
        let found = try findings(schema: Self.object, marked)
        #expect(found.count == 3)
    }

    static let union = """
        {"definitions": {
           "frame": {"title": "Frame", "anyOf": [
              {"type": "array", "items": {"type": "number"}, "minItems": 4, "maxItems": 4},
              {"type": "object", "required": ["x", "y", "width", "height"], "additionalProperties": false,
               "properties": {"x": {"type": "number"}, "y": {"type": "number"},
                              "width": {"type": "number"}, "height": {"type": "number"}}}]},
           "color": {"title": "Color", "anyOf": [
              {"type": "string", "pattern": "^#[0-9A-Fa-f]{6}$", "patternErrorMessage": "a colour is #RRGGBB or a system colour name"},
              {"enum": ["systemBlue", "systemRed", "label"]}]},
           "label": {"title": "UILabel", "type": "object", "additionalProperties": false,
                     "properties": {"class": {"const": "UILabel"}, "text": {"type": "string"},
                                    "frame": {"$ref": "#/definitions/frame"}, "color": {"$ref": "#/definitions/color"},
                                    "subviews": {"type": "array", "items": {"$ref": "#/definitions/node"}}}},
           "view": {"title": "UIView", "type": "object", "additionalProperties": false,
                    "properties": {"class": {"type": "string"}, "frame": {"$ref": "#/definitions/frame"},
                                   "subviews": {"type": "array", "items": {"$ref": "#/definitions/node"}}}},
           "node": {"type": "object", "allOf": [
              {"if": {"properties": {"class": {"const": "UILabel"}}, "required": ["class"]},
               "then": {"$ref": "#/definitions/label"}, "else": {"$ref": "#/definitions/view"}}]}
         },
         "$ref": "#/definitions/node"}
        """

    @Test func unionReportsTheBranchThatFitsTheType() throws {
        let marked = MarkedSource("class: UIView\nframe: 1️⃣[0, 0, 10]\n")
        let found = try findings(schema: Self.union, marked)
        #expect(found.map(\.message) == ["expected at least 4 items, found 3"])
        #expect(found.first?.location == marked.at("1️⃣"))
        let objectForm = try findings(schema: Self.union, MarkedSource("frame: {x: 0, y: 0, width: 1, 1️⃣heigth: 2}\n"))
        #expect(objectForm.map(\.message).contains("unknown property 'heigth'"))
    }

    @Test func unionOfStringsSummarisesWithSuggestionsAndNotes() throws {
        let marked = MarkedSource("class: UILabel\ncolor: 1️⃣systemBlu\n")
        let found = try findings(schema: Self.union, marked)
        #expect(found.map(\.id) == ["schema.no-match"])
        #expect(found.first?.message == "'systemBlu' is not a valid color")
        #expect(found.first?.suggestions == ["systemBlue"])
        #expect(found.first?.notes.map(\.message) == ["a colour is #RRGGBB or a system colour name"])
        #expect(found.first?.location == marked.at("1️⃣"))
    }

    @Test func unionOfNoMatchingTypeSaysWhatWasExpected() throws {
        let found = try findings(schema: Self.union, MarkedSource("frame: 12\n"))
        #expect(found.map(\.message) == ["expected a list or a mapping, found an integer 12"])
    }

    @Test func discriminatedUnionNamesTheNodesOwnClass() throws {
        let marked = MarkedSource("subviews:\n  - class: UILabel\n    1️⃣txt: hi\n  - class: UIView\n    2️⃣text: no\n")
        let found = try findings(schema: Self.union, marked)
        #expect(found.map(\.message) == ["unknown property 'txt' in UILabel", "unknown property 'text' in UIView"])
        #expect(found.first?.suggestions == ["text"])
        #expect(found.map(\.location) == [marked.at("1️⃣"), marked.at("2️⃣")])
    }

    @Test func combinators() throws {
        let schema = """
            {"properties": {
               "one": {"oneOf": [{"type": "integer"}, {"minimum": 0}]},
               "none": {"not": {"type": "string"}},
               "names": {"propertyNames": {"pattern": "^[a-z]+$"}},
               "tuple": {"items": [{"type": "string"}, {"type": "integer"}]}}}
            """
        let marked = MarkedSource("one: 1️⃣3\nnone: 2️⃣text\nnames: {ok: 1, 3️⃣NotOk: 2}\ntuple: [a, 4️⃣b, 3]\n")
        let found = try findings(schema: schema, marked)
        #expect(found.map(\.id) == ["schema.one-of", "schema.not", "schema.property-name", "schema.type"])
        #expect(found.map(\.location) == ["1️⃣", "2️⃣", "3️⃣", "4️⃣"].map { marked.at($0) })
        #expect(try findings(schema: schema, MarkedSource("one: -2\ntuple: [a, 1, extra]\n")).isEmpty)
    }

    @Test func booleanSchemas() throws {
        let schema = ##"{"properties": {"never": false, "always": true}}"##
        let marked = MarkedSource("always: 1\nnever: 1️⃣1\n")
        let found = try findings(schema: schema, marked)
        #expect(found.map(\.id) == ["schema.not-allowed"])
        #expect(found.first?.location == marked.at("1️⃣"))
    }

    /// Suggestions as the validator makes them for an unknown property.
    static func suggest(_ word: String, _ candidates: [String]) -> [String] {
        let properties = candidates.map { "\"\($0)\": {}" }.joined(separator: ", ")
        let schema = "{\"additionalProperties\": false, \"properties\": {\(properties)}}"
        return (try? findings(schema: schema, MarkedSource("\(word): 1\n")))?.first?.suggestions ?? ["<failed>"]
    }

    @Test func aliasesAreValidatedAsTheirTarget() throws {
        let marked = MarkedSource("size: &s {width: 1, height: 1}\nalpha: *s\n")
        let found = try findings(schema: Self.object, marked)
        #expect(found.map(\.message) == ["expected a number, found a mapping"])
    }
}

/// "Did you mean" picks close names only.
@Suite struct SuggestionTests {
    @Test(arguments: [
        ("centre", ["left", "center", "right"], ["center"]),
        ("txt", ["text", "tag", "title"], ["text"]),
        ("backgroundColour", ["backgroundColor", "borderColor"], ["backgroundColor"]),
        ("systemBlu", ["systemBlue", "systemRed"], ["systemBlue"]),
        ("FRAME", ["frame", "alpha"], ["frame"]),
        ("zzzz", ["frame", "alpha"], []),
        // The start or end of a longer name, after the misspellings.
        ("email", ["default", "emailAddress", "numberPad"], ["emailAddress"]),
        ("aspectFit", ["scaleToFill", "scaleAspectFit", "scaleAspectFill"], ["scaleAspectFit"]),
        ("indigo", ["systemIndigo", "systemBlue", "indigoish"], ["indigoish", "systemIndigo"]),
        ("Fill", ["scaleAspectFill", "fill"], ["fill", "scaleAspectFill"]),
        ("to", ["top", "bottom"], ["top"]),
    ])
    func closest(word: String, candidates: [String], expected: [String]) {
        #expect(SchemaValidatorTests.suggest(word, candidates) == expected)
    }
}

/// Patterns follow ECMA-262, as editors and check-jsonschema do.
@Suite struct PatternTests {
    static let schema = ##"{"properties": {"id": {"pattern": "^[a-z$]+$"}, "any": {"pattern": "b\\$"}}}"##

    @Test func dollarMatchesOnlyAtTheVeryEnd() throws {
        let marked = MarkedSource("id: 1️⃣\"title\\n\"\n")
        let found = try findings(schema: Self.schema, marked)
        #expect(found.map(\.id) == ["schema.pattern"])
        #expect(found.first?.location == marked.at("1️⃣"))
        #expect(try findings(schema: Self.schema, MarkedSource("id: title\n")).isEmpty)
    }

    @Test func escapedAndBracketedDollarsStayLiteral() throws {
        #expect(try findings(schema: Self.schema, MarkedSource("id: a$b\nany: ab$c\n")).isEmpty)
        #expect(try findings(schema: Self.schema, MarkedSource("any: abc\n")).count == 1)
    }
}

/// NaN is neither inside nor outside a range: one finding that says it is not a number.
@Suite struct NaNRangeTests {
    @Test(arguments: [
        (#"{"type": "number", "minimum": 0, "maximum": 1}"#, "from 0 to 1"),
        (#"{"type": "number", "minimum": 0}"#, "from 0"),
        (#"{"type": "number", "exclusiveMaximum": 5}"#, "up to 5"),
    ])
    func nanGetsOneFindingNamingTheRange(schema: String, range: String) throws {
        let marked = MarkedSource("1️⃣.nan\n")
        let found = try findings(schema: schema, marked)
        #expect(found.count == 1)
        #expect(found.first?.id == "schema.range")
        #expect(found.first?.message == "'.nan' is not a number, so it is not \(range); write a finite number")
        #expect(found.first?.location == marked.at("1️⃣"))
        #expect(try findings(schema: schema, MarkedSource("0.5\n")).isEmpty)
    }
}
