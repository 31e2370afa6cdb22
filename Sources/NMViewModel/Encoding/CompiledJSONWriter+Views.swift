/// Views and property values: objects whose keys are partly or wholly data, so sorted here.
extension CompiledJSONWriter {
    /// A ``ViewNode`` as its `encode(to:)` writes it: its own keys where set (`id`, `class`,
    /// `base`, `template`, `frame`, `grid`, `autoresizing`, empty or not), not empty (`actions`, `subviews`) or not the
    /// default (`omitFromLayouts` and `ignoresSafeArea` when true, `mirrors` when false, `composedSubviews` above 0), side by side with its
    /// properties, in one sorted order.
    ///
    /// The properties are sorted once and merged with the view's own keys, which are in sorted
    /// order already: `actions`, `autoresizing`, `base`, `class`, `composedSubviews`, `frame`, `grid`, `id`,
    /// `ignoresSafeArea`, `mirrors`, `omitFromLayouts`, `subviews`, `template`.
    mutating func write(view: ViewNode) throws(Declined) {
        try withUnsafePointer(to: view) { (pointer) throws(Declined) in try write(view: pointer) }
    }

    /// The view at `view`, reached where it lies: passing views by value copied each one, and
    /// retained everything it holds, on the way down.
    private mutating func write(view: UnsafePointer<ViewNode>) throws(Declined) {
        try open(.openBrace)
        var members = Members(properties: view.pointee.properties, next: pushSortedKeys(of: view.pointee.properties))
        let start = members.next
        if !view.pointee.actions.isEmpty {
            try field("actions", &members)
            try open(.openBrace)
            var firstAction = true
            for (event, method) in view.pointee.actions.sorted(by: { Self.precedes($0.key, $1.key) }) {
                member(event, &firstAction)
                writeString(method)
            }
            close(.closeBrace)
        }
        if let autoresizing = view.pointee.autoresizing {
            try field("autoresizing", &members)
            try write(autoresizing)
        }
        if let baseClass = view.pointee.baseClass {
            try field("base", &members)
            writeString(baseClass)
        }
        if let viewClass = view.pointee.viewClass {
            try field("class", &members)
            writeString(viewClass)
        }
        if view.pointee.composedSubviews > 0 {
            try field("composedSubviews", &members)
            writeInteger(view.pointee.composedSubviews)
        }
        if let frame = view.pointee.frame {
            try field("frame", &members)
            try write(frame)
        }
        if let grid = view.pointee.grid {
            try field("grid", &members)
            try write(grid)
        }
        if let id = view.pointee.id {
            try field("id", &members)
            writeString(id)
        }
        if view.pointee.ignoresSafeArea {
            try field("ignoresSafeArea", &members)
            writeBool(true)
        }
        if !view.pointee.mirrors {
            try field("mirrors", &members)
            writeBool(false)
        }
        if view.pointee.omitFromLayouts {
            try field("omitFromLayouts", &members)
            writeBool(true)
        }
        if !view.pointee.subviews.isEmpty {
            try field("subviews", &members)
            try open(.openBracket)
            var firstSubview = true
            try view.pointee.subviews.withUnsafeBufferPointer { (subviews) throws(Declined) in
                guard let base = subviews.baseAddress else { return }
                for index in subviews.indices {
                    startMember(&firstSubview)
                    try write(view: base + index)
                }
            }
            close(.closeBracket)
        }
        if let template = view.pointee.template {
            try field("template", &members)
            writeString(template)
        }
        try writeProperties(&members, before: nil)
        popKeys(to: start)
        close(.closeBrace)
    }

    /// An object's properties (positions in ``keyOrder``, sorted), and how far it has been written.
    private struct Members {
        /// The properties, by name.
        let properties: [String: PropertyValue]
        /// The position in ``CompiledJSONWriter/keyOrder`` of the next property to write.
        var next: Int
        /// Whether nothing of the object has been written yet.
        var first = true
    }

    /// Starts the view's own member `key`, after the properties that sort before it.
    private mutating func field(_ key: StaticString, _ members: inout Members) throws(Declined) {
        try writeProperties(&members, before: key)
        member(key, &members.first)
    }

    /// Writes the properties from `members.next` on whose names sort before `key`, or all that
    /// are left when `key` is `nil`, and moves past them.
    ///
    /// A property named exactly like the key would be a second member of that name, which the
    /// encoder does not write twice; the writer declines rather than guess which it keeps. No
    /// other spelling can collide: the view's keys are ASCII, and the only text canonically equal
    /// to an ASCII string other than itself holds `K`, `;` or `` ` ``, which none of them has.
    private mutating func writeProperties(_ members: inout Members, before key: StaticString?) throws(Declined) {
        while members.next < keyOrder.count {
            let position = keyOrder[members.next]
            let name = members.properties.keys[position]
            if let key {
                let order = Self.compare(name, key)
                guard order <= 0 else { return }
                guard order < 0 else { throw .propertyNamedLikeAField }
            }
            member(name, &members.first)
            try write(members.properties.values[position])
            members.next += 1
        }
    }

    /// A ``PropertyValue``: text, number or flag as such, a list in order, an object with its
    /// keys sorted.
    mutating func write(_ value: PropertyValue) throws(Declined) {
        switch value {
        case .string(let text):
            writeString(text)
        case .number(let number):
            try writeNumber(number)
        case .bool(let flag):
            writeBool(flag)
        case .list(let values):
            try open(.openBracket)
            var first = true
            for index in values.indices {
                startMember(&first)
                try write(values[index])
            }
            close(.closeBracket)
        case .object(let values):
            try open(.openBrace)
            // By position in the stack, not with a loop over a slice of it: nested objects push and
            // pop their own keys above these, and a slice held across that would copy the stack.
            var members = Members(properties: values, next: pushSortedKeys(of: values))
            let start = members.next
            try writeProperties(&members, before: nil)
            popKeys(to: start)
            close(.closeBrace)
        }
    }
}
