import NMViewModel

extension Size {
    /// Whether a layout can have this as its design size: both sides finite and more than 0, as
    /// the schema's Size requires.
    var isUsableDesignSize: Bool { width > 0 && height > 0 && width.isFinite && height.isFinite }
}
