import CYAML

/// The floor the reader is measured against: libyaml's own event parse of the same bytes, with
/// every event deleted as soon as it is made and nothing built. No reader built on libyaml's event
/// stream can be faster, so reader time over floor time is the cost of everything we add.
enum LibYAMLFloor {
    /// Parses `bytes` to the end of the stream and returns how many events libyaml produced; the
    /// count is used, so the optimiser cannot drop the parse. Traps on a syntax error, because a
    /// floor that stopped early would flatter the reader.
    static func parse(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) != 0 else {
                preconditionFailure("libyaml could not start a parser")
            }
            defer { yaml_parser_delete(&parser) }
            guard let start = buffer.baseAddress else { return 0 }
            yaml_parser_set_input_string(&parser, start, buffer.count)
            var event = yaml_event_t()
            var events = 0
            while true {
                guard yaml_parser_parse(&parser, &event) != 0 else {
                    let problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
                    preconditionFailure("the floor parse failed at line \(parser.problem_mark.line + 1): \(problem)")
                }
                let type = event.type
                yaml_event_delete(&event)
                events += 1
                if type == YAML_STREAM_END_EVENT { return events }
            }
        }
    }
}
