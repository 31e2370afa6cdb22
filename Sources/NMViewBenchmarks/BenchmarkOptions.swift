/// What the command line asks for. Plain `CommandLine.arguments` handling: the target has no
/// argument-parser dependency and needs only a handful of flags.
struct BenchmarkOptions {
    /// View counts to generate and measure, in order.
    var sizes = [1_000, 10_000, 100_000]
    /// A smoke run: fewer, shorter rounds.
    var quick = false
    /// Also write the Markdown report here.
    var markdownPath: String?
    /// Measure peak memory in a child process (off with `--no-memory`, e.g. under a profiler).
    var measuresMemory = true
    /// The parts to run (`--only`); all of them by default.
    var sections = Set(BenchmarkSection.allCases)
    /// `check-jsonschema` to compare `nmview lint` with (`--check-jsonschema`); by default the
    /// one `Scripts/bootstrap` installs under the package root.
    var checkJSONSchemaPath: String?
    /// Hidden child mode: read this file and report peak memory.
    var childReadPath: String?
    /// Print the generated layout of this many views and exit, to inspect the input or feed it
    /// to other tools.
    var emitViews: Int?
    /// Print usage and exit.
    var showsHelp = false

    /// How to call the benchmark.
    static let usage = """
        usage: nmview-bench [--only reader,validator,lint,pipeline,engine,properties,templates,compiled-encode,reload,cells]
                            [--sizes 1000,10000,100000] [--quick]
                            [--markdown PATH] [--no-memory] [--check-jsonschema PATH]
               nmview-bench --emit-layout N

        Generates layouts of the given numbers of views and measures, in sections:
          reader     YAMLReader against libyaml's own event parse of the same bytes (the floor),
                     interleaved, then the reader's peak memory in a child process
          validator  SchemaValidator.validate on a tree read beforehand, against the same floor,
                     interleaved; the generated layout must be valid against the bundled schema
          lint       the whole `nmview lint --quiet FILE` process (the release nmview beside this
                     executable) against `check-jsonschema --schemafile Schemas/nmview.schema.json
                     FILE` on a 10,000-view file; without check-jsonschema that row is skipped
          pipeline   Linter.lint(sources:) (read, validate, decode, resolve, rules) on the layout in
                     memory against the same floor, interleaved; then LayoutDocument(compiledJSON:)
                     against YAMLReader + SourceTreeDecoder on the same layout, interleaved
          engine     LayoutHost.applyLayout switching between the primary and landscape layouts of
                     the 10,000-view layout, against the original NMView's way (an identity-keyed
                     dictionary and a walk deciding by class name), interleaved
          properties LayoutHost(layout: CompiledLayout(doc), frame:) on a 1,000-view layout whose
                     views carry every property their class declares, against the same layout
                     with no properties, interleaved; reports ns per property
          templates  1,000 TemplateFactory.instantiate copies of a 20-view template against
                     reading, decoding and resolving the template's file for every copy
          cells      1,000 cells of a 20-view layout: reading the compiled file per cell, building
                     each from the layout in memory, and dequeuing with reuse, interleaved
          compiled-encode
                     the compiled JSON of the resolved 1,000- and 10,000-view layouts written by
                     directCompiledJSON() against JSONEncoder (foundationCompiledJSON()),
                     interleaved; both must write the same bytes
        Prints a Markdown table per section; --markdown also writes the report to PATH.

          --only LIST              comma-separated sections to run: reader, validator, lint,
                                   pipeline, engine, properties, templates, compiled-encode,
                                   reload, cells
                                   (default: all)
          --sizes LIST             comma-separated view counts for reader, validator and pipeline; a
                                   k suffix means thousands (default 1k,10k,100k); lint and engine
                                   always use 10k, properties 1k, compiled-encode 1k and 10k
          --quick                  smoke run: 3 rounds and about 0.1 s per contender per size, and
                                   one check-jsonschema run
          --markdown PATH          also write the report to PATH
          --no-memory              skip the reader's peak-memory child processes
          --check-jsonschema PATH  check-jsonschema to compare with (default: .build-tools/venv/bin/
                                   check-jsonschema under the package root, the first folder at or
                                   above the current directory that holds Package.swift)
          --emit-layout N          print the generated layout of N views and exit
          --help                   show this help
        """

    /// The options in `arguments` (without the executable name), or why they make no sense.
    static func parse(_ arguments: [String]) throws(BenchmarkError) -> BenchmarkOptions {
        var options = BenchmarkOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick":
                options.quick = true
            case "--no-memory":
                options.measuresMemory = false
            case "--help", "-h":
                options.showsHelp = true
            case "--sizes":
                options.sizes = try parseSizes(try value(after: argument, in: &remaining))
            case "--emit-layout":
                let count = try parseSizes(try value(after: argument, in: &remaining))
                guard count.count == 1 else { throw BenchmarkError("--emit-layout takes one view count") }
                options.emitViews = count[0]
            case "--markdown":
                options.markdownPath = try value(after: argument, in: &remaining)
            case "--only":
                options.sections = try BenchmarkSection.parseList(try value(after: argument, in: &remaining))
            case "--check-jsonschema":
                options.checkJSONSchemaPath = try value(after: argument, in: &remaining)
            case PeakMemory.childFlag:
                options.childReadPath = try value(after: argument, in: &remaining)
            default:
                throw BenchmarkError("unknown argument '\(argument)'\n\(usage)")
            }
        }
        return options
    }

    private static func value(
        after flag: String, in remaining: inout ArraySlice<String>
    ) throws(BenchmarkError) -> String {
        guard let value = remaining.popFirst() else { throw BenchmarkError("\(flag) needs a value") }
        return value
    }

    /// `1000,10k,100k` → `[1000, 10000, 100000]`.
    private static func parseSizes(_ text: String) throws(BenchmarkError) -> [Int] {
        var sizes: [Int] = []
        for item in text.split(separator: ",") {
            let trimmed = item.filter { !$0.isWhitespace }.lowercased()
            let isThousands = trimmed.hasSuffix("k")
            guard let number = Int(isThousands ? String(trimmed.dropLast()) : trimmed), number > 0 else {
                throw BenchmarkError("'\(item)' is not a positive number of views")
            }
            sizes.append(isThousands ? number * 1_000 : number)
        }
        guard !sizes.isEmpty else { throw BenchmarkError("--sizes needs at least one view count") }
        return sizes
    }
}
