/// Writes a ``CatalogJSON`` as Xcode writes a String Catalog: two-space indent, `" : "` between a
/// key and its value, every object's keys in ``FinderOrder``, an empty object as `{`, an empty
/// line and `}` at the object's indent, and no newline after the last brace. A catalog Xcode
/// wrote comes back byte for byte.
struct CatalogJSONWriter {
    /// Whether `/` is written `\/`, as in a catalog read with that escape; Xcode writes `/`.
    var escapesSlashes = false

    /// The text of `value`, UTF-8.
    func text(_ value: CatalogJSON) -> String {
        var output = ""
        write(value, indent: 0, into: &output)
        return output
    }

    private func write(_ value: CatalogJSON, indent: Int, into output: inout String) {
        switch value {
        case .object(let members):
            let inner = String(repeating: " ", count: indent + 2)
            output += "{\n"
            if members.isEmpty { output += "\n" }
            let keys = members.keys.sorted(by: FinderOrder.precedes)
            for (index, key) in keys.enumerated() {
                output += inner
                writeString(key, into: &output)
                output += " : "
                // The keys come from the dictionary itself.
                write(members[key] ?? .null, indent: indent + 2, into: &output)
                output += index == keys.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: " ", count: indent) + "}"
        case .array(let elements):
            let inner = String(repeating: " ", count: indent + 2)
            output += "[\n"
            if elements.isEmpty { output += "\n" }
            for (index, element) in elements.enumerated() {
                output += inner
                write(element, indent: indent + 2, into: &output)
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: " ", count: indent) + "]"
        case .string(let text): writeString(text, into: &output)
        case .number(let text): output += text
        case .bool(let truth): output += truth ? "true" : "false"
        case .null: output += "null"
        }
    }

    private func writeString(_ text: String, into output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "/" where escapesSlashes: output += "\\/"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
