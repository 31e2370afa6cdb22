import Foundation
import NMViewSourceTree
import NMViewYAML
import NMViewTestSupport
import Testing

/// ``RawTree`` answers as ``SourceNode`` does, node for node.
@Suite struct RawTreeTests {
    /// Every accessor of every node of `tree`, compared with the handle's.
    static func expectAgreement(_ tree: SourceTree) {
        tree.withRaw { raw in
            for index in 0..<Int32(tree.nodeCount) {
                let node = raw.node(index)
                #expect(raw.kind(index) == node.kind)
                #expect(raw.isAlias(index) == node.isAlias)
                #expect(raw.resolved(index) == node.resolved.index)
                #expect(raw.scalarType(index) == node.scalarType)
                #expect(raw.count(index) == node.count)
                let children = Array(raw.children(index))
                switch node.kind {
                case .sequence: #expect(children == node.elements.map(\.index))
                case .mapping: #expect(children == node.entries.flatMap { [$0.key.index, $0.value.index] })
                case .scalar, .alias: #expect(children.isEmpty)
                }
                #expect(Array(raw.scalarBytes(index)) == node.withScalarBytes { Array($0) })
                #expect(raw.doubleValue(index)?.bitPattern == node.doubleValue?.bitPattern, "\(node.scalar ?? "")")
                #expect(raw.boolValue(index) == node.boolValue, "\(node.scalar ?? "")")
                for key in node.entries.map(\.key) {
                    let text = key.withScalarBytes { Array($0) }
                    let found = text.withUnsafeBufferPointer { raw.value(index, forKey: $0) }
                    #expect(found == text.withUnsafeBufferPointer { node.value(forKey: $0)?.index } ?? -1)
                }
            }
        }
    }

    @Test func examplesAgree() throws {
        for file in try FastEvaluationTests.layoutFiles() {
            let bytes = try Array(Data(contentsOf: file))
            let tree = try #require(YAMLReader().read(SourceFile(path: file.lastPathComponent, bytes: bytes)).tree)
            Self.expectAgreement(tree)
        }
    }

    @Test func aliasesAndOddScalarsAgree() throws {
        let text = """
            a: &x {k: &y [1, 2.5, .5, 1., -0, -0.0, +1, 0x1F, 0o17, .inf, -.inf, .nan, 1e3, true, False, TRUE, ~, null]}
            b: *x
            c: *y
            d: [!!float 3, !!int 12, !!bool true, !!float "1.0", !!int "-7", !!null "", 99999999999999999999]
            e: &z key
            *z : 1
            """
        let tree = try #require(YAMLReader().read(SourceFile(path: "t.yaml", bytes: Array(text.utf8))).tree)
        Self.expectAgreement(tree)
    }

    @Test func numberSpellingsAgreeBitForBit() throws {
        var generator = SeededGenerator(seed: 42)
        var builder = SourceTreeBuilder(file: "t.yaml")
        try builder.beginSequence(line: 1, column: 1)
        var line = 1
        func add(_ text: String, _ type: ScalarType) throws {
            line += 1
            try Array(text.utf8).withUnsafeBufferPointer {
                try builder.scalar($0, style: .plain, type: type, line: line, column: 1)
            }
        }
        for _ in 0..<4000 {
            let digits = (0..<Int.random(in: 1...20, using: &generator)).map { _ in
                Character(String(Int.random(in: 0...9, using: &generator)))
            }
            let sign = ["", "-", "+"].randomElement(using: &generator) ?? ""
            let integer = sign + String(digits)
            try add(integer, .int)
            var decimal = digits
            decimal.insert(".", at: Int.random(in: 0...digits.count, using: &generator))
            try add(sign + String(decimal), .float)
            try add(sign + String(decimal) + "e" + String(Int.random(in: -30...30, using: &generator)), .float)
        }
        for odd in ["", "-", "+", ".", "1.2.3", "--1", "1_000", "٣", "1e", "0x", "9223372036854775807", "-9223372036854775808"] {
            try add(odd, .int)
            try add(odd, .float)
        }
        builder.end()
        let finished = builder.finish()
        let tree = try #require(finished)
        Self.expectAgreement(tree)
    }
}
