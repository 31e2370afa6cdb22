/// The font families iOS installs (what `UIFont.familyNames` lists on iOS 17), to tell a font an
/// app can name from one it must bundle.
///
/// Interface Builder stores a project's own fonts by name like any other, so a xib that uses one
/// imports silently into a layout whose text falls back to the system font on a device without
/// the font file. A name this list does not know gets a warning, never an error: the list may lag
/// behind a new iOS release, and the user can check.
enum IOSInstalledFonts {
    /// Family names as `UIFont.familyNames` gives them.
    static let families: [String] = [
        "Academy Engraved LET", "Al Nile", "American Typewriter", "Apple Color Emoji", "Apple SD Gothic Neo",
        "Apple Symbols", "Arial", "Arial Hebrew", "Arial Rounded MT Bold", "Avenir", "Avenir Next",
        "Avenir Next Condensed", "Baskerville", "Bodoni 72", "Bodoni 72 Oldstyle", "Bodoni 72 Smallcaps",
        "Bodoni Ornaments", "Bradley Hand", "Chalkboard SE", "Chalkduster", "Charter", "Cochin", "Copperplate",
        "Courier", "Courier New", "Damascus", "Devanagari Sangam MN", "Didot", "DIN Alternate", "DIN Condensed",
        "Euphemia UCAS", "Farah", "Futura", "Galvji", "Geeza Pro", "Georgia", "Gill Sans", "Grantha Sangam MN",
        "Gujarati Sangam MN", "Gurmukhi MN", "Helvetica", "Helvetica Neue", "Hiragino Maru Gothic ProN",
        "Hiragino Mincho ProN", "Hiragino Sans", "Hoefler Text", "Kailasa", "Kannada Sangam MN", "Kefa",
        "Khmer Sangam MN", "Kohinoor Bangla", "Kohinoor Devanagari", "Kohinoor Gujarati", "Kohinoor Telugu",
        "Lao Sangam MN", "Malayalam Sangam MN", "Marker Felt", "Menlo", "Mishafi", "Mukta Mahee", "Myanmar Sangam MN",
        "Noteworthy", "Noto Nastaliq Urdu", "Noto Sans Kannada", "Noto Sans Myanmar", "Noto Sans Oriya", "Optima",
        "Oriya Sangam MN", "Palatino", "Papyrus", "Party LET", "PingFang HK", "PingFang SC", "PingFang TC",
        "Rockwell", "Savoye LET", "Sinhala Sangam MN", "Snell Roundhand", "STIX Two Math", "STIX Two Text",
        "Symbol", "Tamil Sangam MN", "Telugu Sangam MN", "Thonburi", "Times New Roman", "Trebuchet MS", "Verdana",
        "Zapf Dingbats", "Zapfino",
    ]

    /// PostScript name stems that do not spell their family: `HiraMinProN-W3` is Hiragino Mincho.
    static let postScriptStems: [String] = [
        "hiraminpron", "hiramarupron", "bodonisvtytwo", "bodoniornaments",
        "diwanmishafi", "zapfdingbatsitc", "stixtwo",
    ]

    /// Family names without spaces, lowercased, and the stems above: how PostScript names start.
    private static let stems: [String] = families.map(stem) + postScriptStems

    /// Whether iOS installs the font IB names `name` (a PostScript name) in `family`. System fonts
    /// (`.SFUI-Regular`, IB's `type="system"`) never reach here by name, and a dot-prefixed
    /// name is the system's own.
    static func contains(name: String, family: String?) -> Bool {
        if name.hasPrefix(".") { return true }
        if let family, families.contains(family) { return true }
        let nameStem = stem(String(name.split(separator: "-", maxSplits: 1).first ?? Substring(name)))
        return stems.contains { nameStem.hasPrefix($0) }
    }

    private static func stem(_ text: String) -> String {
        String(text.lowercased().filter { $0 != " " })
    }
}
