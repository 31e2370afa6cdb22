/// The pipeline section of the report: the whole in-process lint against the libyaml floor, one
/// row per size, then decoding the compiled JSON against reading the YAML into the model.
extension MarkdownReport {
    /// The schema and validator lines and both tables.
    func pipelineSection() -> [String] {
        var lines = [
            "`Linter().lint(sources: [SourceFile(path:bytes:)])` on the generated layout in memory (read, schema "
                + "validation, decode, resolve, every rule; the linter and its compiled schema made once beforehand), "
                + "interleaved with the floor on the same bytes.",
        ]
        if let schema {
            lines += ["", schema.summary]
        }
        if let validatorRevision {
            lines += ["", validatorRevision.summary]
        }
        lines += [
            "",
            "| Views | Layout | File bytes | Findings | Rounds | Floor median (ms) | Floor min (ms) | Lint median (ms) "
                + "| Lint min (ms) | Lint / floor | Target | Result |",
            "|---:|:---|---:|---:|---:|---:|---:|---:|---:|---:|:---:|:---:|",
        ]
        for result in pipelines {
            let graded = Targets.isGraded(views: result.views) && result.shape == .clean
            let verdict = graded ? (result.ratio <= Targets.maxPipelineToFloor ? "pass" : "FAIL") : "info"
            let cells = [
                Self.grouped(result.views), result.shape == .clean ? "clean" : "overflowing",
                Self.grouped(result.fileBytes), Self.grouped(result.findings),
                String(result.rounds),
                Self.milliseconds(result.floor.median), Self.milliseconds(result.floor.minimum),
                Self.milliseconds(result.pipeline.median), Self.milliseconds(result.pipeline.minimum),
                Self.fixed(result.ratio, 2) + "×",
                graded ? "≤ " + Self.fixed(Targets.maxPipelineToFloor, 1) + "×" : "—", verdict,
            ]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        lines += [
            "",
            "Where the time goes: each phase alone through the public call the linter makes (`YAMLReader().read`, "
                + "`validator.validate`, `SourceTreeDecoder().decode`, `Resolver().resolve`), medians over rounds "
                + "interleaved with the floor; rules and report are the whole pipeline's median less the phases before.",
            "",
            "| Views | Floor (ms) | Read | Validate | Decode | Resolve | Rules and report | Whole |",
            "|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for phase in phases {
            let cells = [phase.read, phase.validate, phase.decode, phase.resolve, phase.rulesAndReport, phase.whole].map {
                Self.milliseconds($0) + " (" + Self.fixed(phase.floor > 0 ? $0 / phase.floor : 0, 2) + "×)"
            }
            lines.append("| " + ([Self.grouped(phase.views), Self.milliseconds(phase.floor)] + cells).joined(separator: " | ") + " |")
        }
        lines += [
            "",
            "Compiled JSON against YAML, same layout: `LayoutDocument(compiledJSON:)` (the library's loader: a JSON "
                + "tree read straight into the model) on the JSON `compiledJSON()` made once from the linted, resolved "
                + "document, and, for information, Foundation's `JSONDecoder` on the same JSON, against "
                + "`YAMLReader().read` then `SourceTreeDecoder().decode(LayoutDocument.self, from: tree.root)` on the "
                + "YAML bytes (no validation, resolving or rules), interleaved.",
            "",
            "| Views | YAML bytes | JSON bytes | Rounds | YAML read median (ms) | YAML read min (ms) "
                + "| JSON decode median (ms) | JSON decode min (ms) | JSON / YAML | Target | Result "
                + "| JSONDecoder median (ms) | JSONDecoder / YAML |",
            "|---:|---:|---:|---:|---:|---:|---:|---:|---:|:---:|:---:|---:|---:|",
        ]
        for result in decodes {
            let graded = Targets.isGraded(views: result.views)
            let verdict = graded ? (result.ratio < Targets.maxJSONToYAML ? "pass" : "FAIL") : "info"
            let cells = [
                Self.grouped(result.views), Self.grouped(result.yamlBytes), Self.grouped(result.jsonBytes),
                String(result.rounds),
                Self.milliseconds(result.yaml.median), Self.milliseconds(result.yaml.minimum),
                Self.milliseconds(result.json.median), Self.milliseconds(result.json.minimum),
                Self.fixed(result.ratio, 2) + "×",
                graded ? "< " + Self.fixed(Targets.maxJSONToYAML, 1) + "×" : "—", verdict,
                Self.milliseconds(result.foundation.median), Self.fixed(result.foundationRatio, 2) + "×",
            ]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines
    }

    /// How many rows of the section were held to a target.
    var pipelineGradedCount: Int {
        pipelines.filter { Targets.isGraded(views: $0.views) && $0.shape == .clean }.count
            + decodes.filter { Targets.isGraded(views: $0.views) }.count
    }

    /// One phrase per graded size whose pipeline or compiled decode missed its target.
    func pipelineMisses() -> [String] {
        let slowLints = pipelines.filter {
            Targets.isGraded(views: $0.views) && $0.shape == .clean && $0.ratio > Targets.maxPipelineToFloor
        }.map {
            "the lint pipeline at \(Self.grouped($0.views)) views is \(Self.fixed($0.ratio, 2))× the floor"
        }
        let slowDecodes = decodes.filter {
            Targets.isGraded(views: $0.views) && $0.ratio >= Targets.maxJSONToYAML
        }.map {
            "decoding compiled JSON at \(Self.grouped($0.views)) views takes \(Self.fixed($0.ratio, 2))× reading the YAML"
        }
        return slowLints + slowDecodes
    }
}
