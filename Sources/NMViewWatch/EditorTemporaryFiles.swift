/// The names editors and tools give their temporary, backup, swap and lock files.
///
/// Such files appear and vanish around every save; reporting them would make the watcher
/// re-validate on each keystroke of a swap file or report a layout that is about to be renamed.
enum EditorTemporaryFiles {
    /// Whether `name` (a file name, not a path) is an editor's or tool's temporary file.
    static func isTemporary(_ name: String) -> Bool {
        if name.hasPrefix(".#") { return true }  // Emacs lock files
        if name.count > 1, name.hasPrefix("#"), name.hasSuffix("#") { return true }  // Emacs auto-save
        if name.hasSuffix("~") { return true }  // vim and Emacs backups
        if name.contains("___jb_tmp___") || name.contains("___jb_old___") { return true }  // JetBrains safe write
        if name == ".DS_Store" { return true }  // Finder
        if name.hasPrefix(".goutputstream-") { return true }  // GIO (gedit and other GNOME editors)
        if name.hasPrefix(".nfs") { return true }  // NFS keeps deleted-but-open files under these names
        for suffix in [".tmp", ".swp", ".swo", ".swx", ".kate-swp", ".crswap"] where name.hasSuffix(suffix) {
            return true
        }
        if name.hasPrefix("."), isVimSwapExtension(name) { return true }
        return isVimProbe(name)
    }

    /// Vim's further swap names when `.swp` is taken: `.swo`, `.swn` … `.swa`, then `.svz` … `.sva`.
    /// Only checked on hidden names, where vim puts them, so `icon.svg` and `movie.swf` are kept.
    private static func isVimSwapExtension(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars.suffix(4))
        guard scalars.count == 4, scalars[0] == ".", scalars[1] == "s" else { return false }
        let last = scalars[3]
        switch scalars[2] {
        case "w": return ("a"..."p").contains(last)
        case "v": return ("a"..."z").contains(last)
        default: return false
        }
    }

    /// Vim's probe that checks a directory is writable: `4913`, or `4913 + 123·k` when taken.
    private static func isVimProbe(_ name: String) -> Bool {
        guard name.count <= 9, name.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let number = Int(name), number >= 4913
        else { return false }
        return (number - 4913) % 123 == 0
    }
}
