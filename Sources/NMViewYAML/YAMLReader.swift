import CYAML
import NMViewDiagnostics
import NMViewSourceTree

/// Reads YAML and JSON (a subset of YAML) into a ``SourceTree`` straight from libyaml's event
/// stream, with no intermediate representation.
///
/// One document per file. Scalars are typed by the YAML 1.2 core schema. Every problem found is
/// returned as a diagnostic at its line and column; nothing is thrown and nothing traps.
public struct YAMLReader: Sendable {
    /// Bounds on size, depth, node count, alias expansion and scalar length.
    public var limits: ReaderLimits

    /// A reader with the given limits.
    public init(limits: ReaderLimits = .default) {
        self.limits = limits
    }

    /// Loads and reads the file at `path`.
    public func read(path: String) -> ReadResult {
        switch SourceFile.load(path, limits: limits) {
        case .success(let file): return read(file)
        case .failure(let diagnostic): return ReadResult(tree: nil, diagnostics: [diagnostic])
        }
    }

    /// Reads a file already in memory.
    public func read(_ file: SourceFile) -> ReadResult {
        if file.bytes.count > limits.maxFileSize {
            return ReadResult(
                tree: nil, diagnostics: [SourceFile.fileTooLarge(file.path, size: file.bytes.count, limits: limits)])
        }
        if let diagnostic = Self.unsupportedEncoding(file) {
            return ReadResult(tree: nil, diagnostics: [diagnostic])
        }
        return file.bytes.withUnsafeBufferPointer { buffer in
            if JSONSyntaxCheck.applies(path: file.path, bytes: buffer),
                let slip = JSONSyntaxCheck.firstError(in: buffer, path: file.path)
            {
                return ReadResult(tree: nil, diagnostics: [slip])
            }
            var session = ParseSession(file: file, limits: limits)
            return session.run(buffer)
        }
    }

    /// Reads a file already in memory that `previous` (its bytes and tree) was read from before,
    /// without any finding. When the two differ only in the text of one value (``ScalarEdit``), or
    /// only inside one block mapping or sequence (``BlockReparse``), the previous tree is revised
    /// instead of the file read again; the result is the same.
    public func read(_ file: SourceFile, revising previous: (bytes: [UInt8], tree: SourceTree)?) -> ReadResult {
        if let previous, previous.tree.file == file.path, Self.unsupportedEncoding(file) == nil,
            !file.bytes.withUnsafeBufferPointer({ JSONSyntaxCheck.applies(path: file.path, bytes: $0) }),
            let tree = ScalarEdit.apply(old: previous.bytes, new: file.bytes, tree: previous.tree, limits: limits)
                ?? BlockReparse.apply(old: previous.bytes, new: file.bytes, tree: previous.tree, path: file.path, limits: limits)
        {
            return ReadResult(tree: tree, diagnostics: [])
        }
        return read(file)
    }

    /// A UTF-16 or UTF-32 byte order mark: libyaml would decode UTF-16, but layouts are UTF-8.
    private static func unsupportedEncoding(_ file: SourceFile) -> Diagnostic? {
        let bytes = file.bytes
        let isUTF16 = bytes.count >= 2 && ((bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF))
        let isUTF32 = bytes.count >= 4 && bytes[0] == 0 && bytes[1] == 0 && bytes[2] == 0xFE && bytes[3] == 0xFF
        guard isUTF16 || isUTF32 else { return nil }
        return .error(
            "yaml.invalid-encoding", "file is encoded as \(isUTF32 ? "UTF-32" : "UTF-16"); save it as UTF-8",
            at: SourceLocation(file: file.path, line: 1, column: 1))
    }
}

/// One pass of libyaml over one file's bytes, feeding a ``SourceTreeBuilder``.
struct ParseSession {
    let file: SourceFile
    let limits: ReaderLimits
    var builder: SourceTreeBuilder
    var diagnostics: [Diagnostic] = []
    var documentCount = 0

    init(file: SourceFile, limits: ReaderLimits) {
        self.file = file
        self.limits = limits
        self.builder = SourceTreeBuilder(file: file.path, limits: limits, expectedSize: file.bytes.count)
    }

    mutating func run(_ buffer: UnsafeBufferPointer<UInt8>) -> ReadResult {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) != 0 else {
            return ReadResult(tree: nil, diagnostics: [internalFailure("libyaml could not start")])
        }
        defer { yaml_parser_delete(&parser) }
        // libyaml never reads from an empty buffer's address, but it wants a pointer.
        let empty: [UInt8] = [0]
        empty.withUnsafeBufferPointer { fallback in
            let start = buffer.baseAddress ?? fallback.baseAddress
            yaml_parser_set_input_string(&parser, start, buffer.count)
            parseEvents(&parser)
        }
        if documentCount == 0 && diagnostics.isEmpty {
            diagnostics.append(
                .error(
                    "yaml.empty-document", "file is empty: a layout needs a mapping with 'nmview' and 'root'",
                    at: SourceLocation(file: file.path, line: 1, column: 1)))
        }
        for problem in builder.problems { diagnostics.append(diagnostic(for: problem)) }
        // A tree with errors in it is not handed on: later stages would only report their echoes.
        let tree = diagnostics.containsErrors ? nil : builder.finish()
        return ReadResult(tree: tree, diagnostics: diagnostics.sorted())
    }

    private mutating func parseEvents(_ parser: inout yaml_parser_t) {
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) != 0 else {
                diagnostics.append(syntaxDiagnostic(parser))
                return
            }
            defer { yaml_event_delete(&event) }
            let line = event.start_mark.line + 1
            let column = event.start_mark.column + 1
            do {
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return
                case YAML_DOCUMENT_START_EVENT:
                    documentCount += 1
                    if documentCount > 1 {
                        diagnostics.append(
                            .error(
                                "yaml.multiple-documents",
                                "a layout file holds one document; this is a second one",
                                at: location(line, column)))
                        return
                    }
                case YAML_SCALAR_EVENT:
                    let scalar = event.data.scalar
                    let style = Self.style(scalar.style)
                    let bytes = UnsafeBufferPointer(start: scalar.value, count: scalar.length)
                    let type = scalarType(
                        bytes, style: style, tag: scalar.tag, plainImplicit: scalar.plain_implicit != 0,
                        line: line, column: column)
                    try builder.scalar(
                        bytes, style: style, type: type, line: line, column: column, anchor: Self.string(scalar.anchor))
                case YAML_SEQUENCE_START_EVENT:
                    let start = event.data.sequence_start
                    checkContainerTag(start.tag, expected: "tag:yaml.org,2002:seq", line: line, column: column)
                    try builder.beginSequence(line: line, column: column, anchor: Self.string(start.anchor))
                case YAML_MAPPING_START_EVENT:
                    let start = event.data.mapping_start
                    checkContainerTag(start.tag, expected: "tag:yaml.org,2002:map", line: line, column: column)
                    try builder.beginMapping(line: line, column: column, anchor: Self.string(start.anchor))
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    builder.end()
                case YAML_ALIAS_EVENT:
                    try builder.alias(Self.string(event.data.alias.anchor) ?? "", line: line, column: column)
                default:
                    break
                }
            } catch {
                diagnostics.append(diagnostic(for: error))
                return
            }
        }
    }

    // MARK: - Typing

    private static func style(_ style: yaml_scalar_style_t) -> ScalarStyle {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }

    /// The core-schema type: plain untagged scalars by their text, explicit `!!` tags as named,
    /// everything quoted or block-styled a string.
    private mutating func scalarType(
        _ bytes: UnsafeBufferPointer<UInt8>, style: ScalarStyle, tag: UnsafeMutablePointer<yaml_char_t>?,
        plainImplicit: Bool, line: Int, column: Int
    ) -> ScalarType {
        guard let tag else {
            return style == .plain ? CoreSchema.type(ofPlain: bytes) : .string
        }
        let name = String(cString: tag)
        let wanted: ScalarType
        switch name {
        case "!", "tag:yaml.org,2002:str": return .string
        case "tag:yaml.org,2002:null": wanted = .null
        case "tag:yaml.org,2002:bool": wanted = .bool
        case "tag:yaml.org,2002:int": wanted = .int
        case "tag:yaml.org,2002:float": wanted = .float
        default:
            diagnostics.append(
                .warning(
                    "yaml.unknown-tag", "tag '\(Self.shortTag(name))' is not used by layouts and is ignored",
                    at: location(line, column)))
            return style == .plain ? CoreSchema.type(ofPlain: bytes) : .string
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let naturalOfText = CoreSchema.type(ofPlain: text)
        let fits = naturalOfText == wanted || (wanted == .float && naturalOfText == .int)
        if !fits {
            diagnostics.append(
                .error(
                    "yaml.tag-mismatch", "'\(text)' is not a valid \(Self.shortTag(name)) value",
                    at: location(line, column)))
            return .string
        }
        return wanted
    }

    private mutating func checkContainerTag(
        _ tag: UnsafeMutablePointer<yaml_char_t>?, expected: String, line: Int, column: Int
    ) {
        guard let tag else { return }
        let name = String(cString: tag)
        if name != expected && name != "!" {
            diagnostics.append(
                .warning(
                    "yaml.unknown-tag", "tag '\(Self.shortTag(name))' is not used by layouts and is ignored",
                    at: location(line, column)))
        }
    }

    private static func shortTag(_ name: String) -> String {
        let prefix = "tag:yaml.org,2002:"
        return name.hasPrefix(prefix) ? "!!" + name.dropFirst(prefix.count) : name
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    func location(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: file.path, line: line, column: column)
    }

    func internalFailure(_ message: String) -> Diagnostic {
        .error("internal.reader", message, at: SourceLocation(file: file.path))
    }
}
