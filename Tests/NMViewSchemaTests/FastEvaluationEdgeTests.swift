import Foundation
import NMViewSourceTree
import Testing

@testable import NMViewSchema

/// Where bytes and strings part ways (canonical equivalence, odd number spellings, repeated and
/// non-scalar keys, literal containers), the fast evaluator still decides as the reference does.
@Suite struct FastEvaluationEdgeTests {
    /// A tree written out, for building documents the YAML reader would refuse.
    indirect enum Shape {
        case scalar(String, ScalarType = .string)
        case mapping([(Shape, Shape)])
        case sequence([Shape])
    }

    /// Builds `shape` with ``SourceTreeBuilder``, each node on a line of its own.
    static func tree(_ shape: Shape) throws -> SourceTree {
        var builder = SourceTreeBuilder(file: "t.yaml")
        var line = 0
        func add(_ shape: Shape) throws {
            line += 1
            switch shape {
            case .scalar(let text, let type):
                let bytes = Array(text.utf8)
                try bytes.withUnsafeBufferPointer { buffer in
                    try builder.scalar(buffer, style: .plain, type: type, line: line, column: 1)
                }
            case .mapping(let entries):
                try builder.beginMapping(line: line, column: 1)
                for (key, value) in entries {
                    try add(key)
                    try add(value)
                }
                builder.end()
            case .sequence(let elements):
                try builder.beginSequence(line: line, column: 1)
                for element in elements { try add(element) }
                builder.end()
            }
        }
        try add(shape)
        let tree = builder.finish()
        return try #require(tree)
    }

    /// A layout whose root has `views` as subviews.
    static func layout(_ views: [Shape]) -> Shape {
        .mapping([
            (.scalar("nmview"), .scalar("1", .int)),
            (.scalar("size"), .mapping([(.scalar("width"), .scalar("1", .int)), (.scalar("height"), .scalar("1", .int))])),
            (.scalar("root"), .mapping([(.scalar("subviews"), .sequence(views))])),
        ])
    }

    static func frame() -> Shape {
        .sequence([.scalar("0", .int), .scalar("0", .int), .scalar("1", .int), .scalar("1", .int)])
    }

    @Test func repeatedAndNonScalarKeysInTheUnion() throws {
        let validator = try BundledSchema.validator()
        let views: [Shape] = [
            .mapping([(.scalar("class"), .scalar("UILabel")), (.scalar("class"), .scalar("UIView")), (.scalar("text"), .scalar("1", .int))]),
            .mapping([(.scalar("class"), .scalar("UIView")), (.scalar("class"), .scalar("UILabel")), (.scalar("text"), .scalar("a"))]),
            .mapping([(.scalar("class"), .scalar("UILabel")), (.scalar("text"), .scalar("a")), (.scalar("text"), .scalar("2", .int))]),
            .mapping([(.scalar("template"), .scalar("t")), (.scalar("template"), .scalar("1x"))]),
            .mapping([(.mapping([(.scalar("a"), .scalar("b"))]), .scalar("2", .int)), (.scalar("class"), .scalar("UILabel"))]),
            .mapping([(.sequence([.scalar("x")]), .scalar("x")), (.scalar("frame"), Self.frame())]),
            .mapping([(.scalar(""), .scalar("x")), (.scalar("class"), .scalar("UIButton"))]),
            .mapping([(.scalar("clàss"), .scalar("UILabel")), (.scalar("class"), .scalar("UILabel"))]),
            .mapping([(.scalar("class"), .scalar("UILabel", .null)), (.scalar("id"), .scalar("a1"))]),
            .mapping([(.scalar("class", .bool), .scalar("UILabel")), (.scalar("frame"), Self.frame())]),
        ]
        for (index, view) in views.enumerated() {
            FastEvaluationTests.expectSame(validator, try Self.tree(Self.layout([view])), "view \(index)")
        }
        FastEvaluationTests.expectSame(validator, try Self.tree(Self.layout(views)), "all views")
    }

    /// Schemas, each with instances that probe it.
    static let cases: [(schema: String, instances: [String])] = [
        (
            #"{"properties": {"\u212A": {"type": "string"}, "é": {"type": "integer"}}, "additionalProperties": false}"#,
            ["K: 1", "\u{212A}: 1", "é: x", "e\u{301}: x", "é: 1", "k: 1", "{}"]
        ),
        (
            #"{"properties": {"K": {"type": "string"}}, "patternProperties": {"^[^a]": {"minLength": 2}}, "additionalProperties": false}"#,
            ["K: 1", "\u{212A}: ab", "\u{212A}: 1", "é: x", "é: xy", "a: 1", "K: a"]
        ),
        (#"{"propertyNames": {"enum": ["é", "a"]}}"#, ["e\u{301}: 1", "é: 1", "a: 1", "b: 1", "{}"]),
        (#"{"propertyNames": {"pattern": "^\\w+$", "maxLength": 3}}"#, ["abc: 1", "abcd: 1", "日本: 1", "a-b: 1"]),
        (
            #"{"enum": [1, 2.5, true, null, "x", [1, "a"], {"k": 1}, "é"]}"#,
            ["1", "1.0", "\"1\"", "2.5", "true", "\"true\"", "null", "~", "x", "[1, a]", "[1.0, a]", "{k: 1}", "{k: 1.0}",
             "é", "e\u{301}", "0x1", "!!float 1", ".nan", "[1, a, b]", "{k: 1, j: 2}", "False", "TRUE"]
        ),
        (#"{"const": {"a": [1, 2]}}"#, ["{a: [1, 2]}", "{a: [1, 2.0]}", "{a: [2, 1]}", "{a: [1, 2], b: 1}", "[1, 2]"]),
        (#"{"const": false}"#, ["false", "False", "FALSE", "0", "\"false\"", "!!bool false", "true"]),
        (
            #"{"uniqueItems": true}"#,
            ["[1, 1.0]", "[a, \"a\"]", "[é, e\u{301}]", "[{a: 1}, {a: 1}]", "[[1], [1.0]]", "[true, 1]", "[null, ~]",
             "[a, b]", "[a, b, a]", "[0x10, 16]", "[.nan, .nan]"]
        ),
        (
            #"{"type": "integer", "minimum": 0, "maximum": 10, "multipleOf": 0.5}"#,
            ["0", "10", "10.0", "1e1", "0x0A", "0o12", "5.5", ".inf", "-.inf", ".nan", "\"5\"", "-0", "-0.0", "+3",
             "99999999999999999999", "1.5e300", "000007", "2.50", "0.1", "123456789012.5", "1234567890123456.5"]
        ),
        (#"{"exclusiveMinimum": 0, "exclusiveMaximum": 1, "type": "number"}"#, ["0", "1", "0.5", ".5", "-.5", "1.", "5e-1", "0.9999999999999999999"]),
        (
            #"{"minLength": 2, "maxLength": 3, "pattern": "^[^x]"}"#,
            ["ab", "é", "éé", "e\u{301}", "xa", "日本語", "\"ab\\n\"", "abcd", "\"\"", "1"]
        ),
        (
            #"{"oneOf": [{"type": "integer"}, {"minimum": 0}], "not": {"const": 3}}"#,
            ["3", "-1", "1", "2.5", "-2.5", "x"]
        ),
        (
            #"{"items": [{"type": "string"}, {"type": "integer"}], "minItems": 1, "maxItems": 3}"#,
            ["[a, 1]", "[1, a]", "[]", "[a, 1, x, y]", "[a]"]
        ),
        (
            #"{"minProperties": 1, "maxProperties": 2, "required": ["a", "é"]}"#,
            ["{a: 1, é: 2}", "{a: 1, e\u{301}: 2}", "{a: 1}", "{}", "{a: 1, é: 2, b: 3}", "1"]
        ),
        (
            #"""
            {"allOf": [
              {"if": {"type": "object", "required": ["t"]}, "then": {"required": ["u"]}, "else": {"type": ["array", "object"]}},
              {"if": {"properties": {"t": {"const": "K"}}}, "then": {"properties": {"u": {"const": 1}}}},
              {"if": {"properties": {"t": {"type": "string", "const": "é"}}, "required": ["t"]}, "then": {"required": ["v"]}},
              {"if": {"not": {"anyOf": [{"required": ["t"]}, {"required": ["K"]}]}}, "then": {"maxProperties": 1}},
              {"if": {"allOf": [{"required": ["u"]}, {"properties": {"u": {"enum": [1, 2]}}}]}, "then": {"required": ["w"]}, "else": true},
              {"required": ["z"], "if": {"required": ["z"]}, "then": false}
            ]}
            """#,
            ["{t: K, u: 1}", "{t: K, u: 2}", "{t: \u{212A}, u: 2}", "{t: é, u: 1}", "{t: e\u{301}, u: 1, v: 1}", "{a: 1, b: 2}",
             "{K: 1}", "[1]", "x", "{u: 1, w: 1, t: K}", "{u: 1.0, t: K, w: 2}", "{t: K, u: 1, z: 1}", "{t: K, ü: 1, u: 1}",
             "{t: [K], u: 1}", "{t: !!str K, u: 1}"]
        ),
    ]

    @Test func keywordEdges() throws {
        for (schema, instances) in Self.cases {
            let validator = try SchemaValidator(data: Data(schema.utf8))
            for instance in instances {
                #expect(
                    FastEvaluationTests.expectSame(validator, yaml: instance + "\n", "\(schema) on \(instance)"),
                    "\(instance) does not read")
            }
        }
    }

    @Test func unionFromTheValidatorTests() throws {
        let validator = try SchemaValidator(data: Data(SchemaValidatorTests.union.utf8))
        for instance in [
            "class: UILabel\ntext: 1\n", "class: UILabel\ntxt: 1\n", "class: \"UILabel\"\ncolor: systemBlu\n",
            "class: 1\nframe: [0, 0, 1]\n", "class: [UILabel]\n", "clàss: UILabel\ntext: x\n", "frame: {x: 0}\n",
            "subviews:\n  - class: UILabel\n    text: 2\n  - 3\n  - {class: UIView, frame: 12}\n",
        ] {
            FastEvaluationTests.expectSame(validator, yaml: instance, instance)
        }
    }
}
