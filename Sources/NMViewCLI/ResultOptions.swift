import ArgumentParser

/// How `explain` and `diff` print what they work out, on standard output; a file with errors has
/// its diagnostics printed instead, in the same format and where `lint` prints them.
struct ResultOptions: ParsableArguments {
    /// The two forms of a result.
    enum Format: String, CaseIterable, ExpressibleByArgument {
        /// Aligned columns for people.
        case text
        /// One JSON document, keys sorted, for tools.
        case json
    }

    @Option(help: "Output format: 'text' or 'json' (one document, keys sorted).")
    var format: Format = .text

    @Flag(inversion: .prefixedNo, help: "Colour diagnostics (default: only when stderr is a terminal).")
    var color: Bool?

    /// Reports a broken file's diagnostics as `lint` would in this format.
    var reporter: Reporter {
        Reporter(format: format == .json ? .json : .text, colored: OutputOptions.usesColor(color))
    }

    /// Writes `text` or the JSON of `value` to standard output, as the format asks.
    func write(text: () -> String, json value: some Encodable) {
        switch format {
        case .text: Reporter.write(text(), to: .standardOutput)
        case .json: Reporter.write(ResultJSON.encode(value), to: .standardOutput)
        }
    }
}
