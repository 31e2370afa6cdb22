/// A place in a source file: 1-based line and column, columns counted in Unicode scalars as libyaml counts them.
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The file's path as the user named it.
    public var file: String
    /// 1-based line, or `nil` when the finding concerns the whole file (a missing path, say).
    public var line: Int?
    /// 1-based column in Unicode scalars, or `nil` with `line`.
    public var column: Int?

    /// A location at a line and column of `file`.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// A location that names only a file or directory.
    public init(file: String) {
        self.file = file
        self.line = nil
        self.column = nil
    }

    /// `file:line:column`, or just `file` when there is no position.
    public var description: String {
        guard let line, let column else { return file }
        return "\(file):\(line):\(column)"
    }
}

extension SourceLocation: Comparable {
    /// Orders by file, then line, then column; a whole-file location comes first.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if lhs.line != rhs.line { return (lhs.line ?? 0) < (rhs.line ?? 0) }
        return (lhs.column ?? 0) < (rhs.column ?? 0)
    }
}
