import ArgumentParser

/// How `nmview compile` names each output file.
enum CompiledFileNaming: String, CaseIterable, ExpressibleByArgument {
    /// `<ViewClass>.layout.json`, from the file's `view:` key (default: its base name): the name
    /// `NMView` looks up at run time.
    case view
    /// `<base name>.layout.json`, from the file name alone (`Card.nmview.yaml` → `Card`), so a
    /// build system knows every output before running nmview (the SwiftPM plugin does).
    case file
}
