/// Why and where a file is not the XML a xib is made of: a message in our style and the byte
/// offset it concerns, with an optional second place (the start tag an end tag fails to close).
struct XMLSyntaxError: Error, Equatable {
    /// What is wrong, lowercase, no trailing period.
    var message: String
    /// The byte offset of the offending construct's first byte.
    var offset: Int
    /// A second place the message refers to, and what it is.
    var note: Note?

    /// A remark at another byte offset.
    struct Note: Equatable {
        var message: String
        var offset: Int
    }

    init(_ message: String, at offset: Int, note: Note? = nil) {
        self.message = message
        self.offset = offset
        self.note = note
    }
}
