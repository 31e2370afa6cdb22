import NMViewSourceTree
import NMViewTestSupport
import NMViewYAML
import Testing

/// Plain scalars are typed by the YAML 1.2 core schema; quoted ones stay text.
@Suite struct CoreSchemaTests {
    static let table: [(String, ScalarType)] = [
        ("null", .null), ("Null", .null), ("NULL", .null), ("~", .null), ("", .null),
        ("nULL", .string), ("nil", .string), ("none", .string),
        ("true", .bool), ("True", .bool), ("TRUE", .bool), ("false", .bool), ("False", .bool), ("FALSE", .bool),
        ("tRUE", .string),
        // YAML 1.1 booleans are text in 1.2.
        ("yes", .string), ("no", .string), ("on", .string), ("off", .string), ("NO", .string), ("y", .string),
        ("0", .int), ("42", .int), ("-17", .int), ("+3", .int), ("0o17", .int), ("0x1F", .int), ("0xff", .int),
        ("0o9", .string), ("0x", .string), ("0xg", .string), ("1_000", .string), ("12px", .string),
        ("1.5", .float), ("-0.5", .float), (".5", .float), ("1.", .float), ("1e3", .float), ("2.5E-2", .float),
        ("+.inf", .float), ("-.Inf", .float), (".INF", .float), (".nan", .float), (".NaN", .float),
        ("-.nan", .string), ("1e", .string), (".", .string), ("-", .string), ("1.2.3", .string),
        ("#FFFFFF", .string), ("UILabel", .string), ("12:30", .string),
    ]

    @Test(arguments: table)
    func plainScalarTypes(text: String, expected: ScalarType) {
        #expect(CoreSchema.type(ofPlain: text) == expected)
    }

    @Test func readerTypesOnlyPlainScalars() throws {
        let root = try root("a: 42\nb: \"42\"\nc: '42'\nd: yes\ne: !!str 7\nf: !!float 7\n")
        #expect(root["a"]?.scalarType == .int)
        #expect(root["b"]?.scalarType == .string)
        #expect(root["c"]?.scalarType == .string)
        #expect(root["d"]?.scalarType == .string)
        #expect(root["d"]?.boolValue == nil)
        #expect(root["e"]?.scalarType == .string)
        #expect(root["f"]?.scalarType == .float)
        #expect(root["f"]?.doubleValue == 7)
    }

    @Test func numericValues() throws {
        let root = try root("a: 0x1F\nb: 0o17\nc: -.5\nd: 1.\ne: -.inf\nf: .nan\ng: +12\nh: 99999999999999999999\n")
        #expect(root["a"]?.intValue == 31)
        #expect(root["b"]?.intValue == 15)
        #expect(root["c"]?.doubleValue == -0.5)
        #expect(root["d"]?.doubleValue == 1)
        #expect(root["e"]?.doubleValue == -.infinity)
        #expect(root["f"]?.doubleValue?.isNaN == true)
        #expect(root["g"]?.intValue == 12)
        #expect(root["h"]?.intValue == nil)
        #expect(root["h"]?.doubleValue == 1e20)
    }
}
