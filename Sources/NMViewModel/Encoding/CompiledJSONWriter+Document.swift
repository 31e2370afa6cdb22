/// The document and its values of fixed shape. Each writes what its `encode(to:)` writes and
/// leaves out what that leaves out, with the keys in the order `.sortedKeys` puts them (by their
/// UTF-8 bytes), written out here because they never change.
extension CompiledJSONWriter {
    /// ``LayoutDocument``: `cell`, `kind`, `layoutDirection`, `layouts`, `nmview`, `outlets`,
    /// `root`, `safeArea`, `size`, `templates`, `view`; `kind` only when not `view`,
    /// `layoutDirection` only when not `fixed`, the lists and templates only when not empty,
    /// `cell`, `safeArea` and `view` only when set.
    mutating func write(_ document: LayoutDocument) throws(Declined) {
        try open(.openBrace)
        var first = true
        if let cell = document.cell {
            member("cell", &first)
            try write(cell)
        }
        if document.kind != .view {
            member("kind", &first)
            writeString(document.kind.rawValue)
        }
        if document.layoutDirection != .fixed {
            member("layoutDirection", &first)
            writeString(document.layoutDirection.rawValue)
        }
        if !document.layouts.isEmpty {
            member("layouts", &first)
            try open(.openBracket)
            var firstLayout = true
            for layout in document.layouts {
                startMember(&firstLayout)
                try write(layout)
            }
            close(.closeBracket)
        }
        member("nmview", &first)
        writeInteger(document.formatVersion)
        if !document.outlets.isEmpty {
            member("outlets", &first)
            try writeStrings(document.outlets)
        }
        member("root", &first)
        try write(view: document.root)
        if let safeArea = document.safeArea {
            member("safeArea", &first)
            try write(safeArea)
        }
        member("size", &first)
        try write(document.size)
        if !document.templates.isEmpty {
            member("templates", &first)
            try open(.openBrace)
            var firstTemplate = true
            for (name, template) in document.templates.sorted(by: { Self.precedes($0.key, $1.key) }) {
                member(name, &firstTemplate)
                try write(view: template)
            }
            close(.closeBrace)
        }
        if let viewClass = document.viewClass {
            member("view", &first)
            writeString(viewClass)
        }
        close(.closeBrace)
    }

    /// ``AlternativeLayout``: `name`, `safeArea` when set, `size`, and `subviews` when not empty.
    private mutating func write(_ layout: AlternativeLayout) throws(Declined) {
        try open(.openBrace)
        var first = true
        member("name", &first)
        writeString(layout.name)
        if let safeArea = layout.safeArea {
            member("safeArea", &first)
            try write(safeArea)
        }
        member("size", &first)
        try write(layout.size)
        if !layout.subviews.isEmpty {
            member("subviews", &first)
            try write(layout.subviews)
        }
        close(.closeBrace)
    }

    /// A list of ``LayoutNode``s: `frame` and `id` when set, `subviews` when not empty.
    ///
    /// Entries are reached where they lie in their array: a `for` loop would copy each one, and
    /// with it retain its id and its lists.
    private mutating func write(_ nodes: [LayoutNode]) throws(Declined) {
        try open(.openBracket)
        var first = true
        for index in nodes.indices {
            startMember(&first)
            try open(.openBrace)
            var firstKey = true
            if let frame = nodes[index].frame {
                member("frame", &firstKey)
                try write(frame)
            }
            if let id = nodes[index].id {
                member("id", &firstKey)
                writeString(id)
            }
            if !nodes[index].subviews.isEmpty {
                member("subviews", &firstKey)
                try write(nodes[index].subviews)
            }
            close(.closeBrace)
        }
        close(.closeBracket)
    }

    /// ``TableCellProperties``, whose synthesized encoding writes what is set: `accessoryType`,
    /// `selectionStyle`.
    private mutating func write(_ cell: TableCellProperties) throws(Declined) {
        try open(.openBrace)
        var first = true
        if let accessoryType = cell.accessoryType {
            member("accessoryType", &first)
            writeString(accessoryType.rawValue)
        }
        if let selectionStyle = cell.selectionStyle {
            member("selectionStyle", &first)
            writeString(selectionStyle.rawValue)
        }
        close(.closeBrace)
    }

    /// ``Size``, whose synthesized encoding writes both numbers: `height`, `width`.
    mutating func write(_ size: Size) throws(Declined) {
        try open(.openBrace)
        var first = true
        member("height", &first)
        try writeNumber(size.height)
        member("width", &first)
        try writeNumber(size.width)
        close(.closeBrace)
    }

    /// ``EdgeInsets``, whose synthesized encoding writes all four sides: `bottom`, `left`, `right`,
    /// `top`.
    mutating func write(_ insets: EdgeInsets) throws(Declined) {
        try open(.openBrace)
        var first = true
        member("bottom", &first)
        try writeNumber(insets.bottom)
        member("left", &first)
        try writeNumber(insets.left)
        member("right", &first)
        try writeNumber(insets.right)
        member("top", &first)
        try writeNumber(insets.top)
        close(.closeBrace)
    }

    /// ``Rect``: the list `[x, y, width, height]`.
    mutating func write(_ rect: Rect) throws(Declined) {
        try open(.openBracket)
        var first = true
        startMember(&first)
        try writeNumber(rect.x)
        startMember(&first)
        try writeNumber(rect.y)
        startMember(&first)
        try writeNumber(rect.width)
        startMember(&first)
        try writeNumber(rect.height)
        close(.closeBracket)
    }

    /// ``GridLayout``, whose synthesized encoding writes every option but the counts left `nil`:
    /// `direction`, `extension`, `extensionDirection`, `skipHiddenViews`, `viewsPerColumn`,
    /// `viewsPerRow`.
    mutating func write(_ grid: GridLayout) throws(Declined) {
        try open(.openBrace)
        var first = true
        member("direction", &first)
        writeString(grid.direction.rawValue)
        member("extension", &first)
        writeString(grid.extension.rawValue)
        member("extensionDirection", &first)
        writeString(grid.extensionDirection.rawValue)
        member("skipHiddenViews", &first)
        writeBool(grid.skipHiddenViews)
        if let viewsPerColumn = grid.viewsPerColumn {
            member("viewsPerColumn", &first)
            writeInteger(viewsPerColumn)
        }
        if let viewsPerRow = grid.viewsPerRow {
            member("viewsPerRow", &first)
            writeInteger(viewsPerRow)
        }
        close(.closeBrace)
    }

    /// ``AutoresizingMask``: the names of its flags in UIKit's bit order. Bits without a name are
    /// not written, so a mask of only those is an empty list.
    mutating func write(_ mask: AutoresizingMask) throws(Declined) {
        try open(.openBracket)
        var first = true
        for (name, flag) in AutoresizingMask.names where mask.contains(flag) {
            startMember(&first)
            writeString(name)
        }
        close(.closeBracket)
    }

    /// A list of strings.
    mutating func writeStrings(_ strings: [String]) throws(Declined) {
        try open(.openBracket)
        var first = true
        for string in strings {
            startMember(&first)
            writeString(string)
        }
        close(.closeBracket)
    }
}
