import CYAML

/// A YAML value of a front matter as `publish` needs it: scalars (with whether they were
/// quoted), sequences of them, and mappings at the top. Parsed by libyaml's event API.
package indirect enum FrontMatterValue: Equatable, Sendable {
    /// A scalar's text; `plain` when unquoted (only a plain scalar can be a boolean or null).
    case scalar(String, plain: Bool)
    case sequence([FrontMatterValue])
    case mapping([(String, FrontMatterValue)])

    package static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.scalar(let a, let p), .scalar(let b, let q)): a == b && p == q
        case (.sequence(let a), .sequence(let b)): a == b
        case (.mapping(let a), .mapping(let b)): a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
        default: false
        }
    }

    /// YAML 1.1's null (`null`, `~`, nothing), as js-yaml reads a plain scalar.
    package var isNull: Bool {
        if case .scalar(let text, true) = self { return ["", "~", "null", "Null", "NULL"].contains(text) }
        return false
    }

    /// YAML 1.1's booleans as js-yaml reads them (`true`/`false` in any of their cases); nil otherwise.
    package var bool: Bool? {
        guard case .scalar(let text, true) = self else { return nil }
        switch text {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default: return nil
        }
    }

    /// A scalar's text (nil for null, a sequence or a mapping).
    package var text: String? {
        guard case .scalar(let text, _) = self, !isNull else { return nil }
        return text
    }
}

/// Parses a front matter's YAML (the text between its `---` lines) into its top mapping.
package enum FrontMatterYAML {
    /// Why the YAML could not be read: libyaml's problem and line, or the wrong shape.
    package struct Problem: Error, Equatable, Sendable {
        package var text: String
    }

    package static func parse(_ text: String) throws(Problem) -> [(String, FrontMatterValue)] {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { throw Problem(text: "libyaml could not start") }
        defer { yaml_parser_delete(&parser) }
        let bytes = Array(text.utf8)
        return try bytes.withUnsafeBufferPointer { buffer throws(Problem) in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            let reader = EventReader(parser: &parser)
            try reader.expect(YAML_STREAM_START_EVENT)
            let first = try reader.next()
            if first.kind == YAML_STREAM_END_EVENT { return [] }
            guard first.kind == YAML_DOCUMENT_START_EVENT else { throw Problem(text: "not a YAML document") }
            let top = try reader.value(depth: 0)
            guard case .mapping(let fields) = top else {
                if top.isNull { return [] }
                throw Problem(text: "not a mapping of fields")
            }
            return fields
        }
    }

    /// libyaml's events, one at a time, each copied out and freed.
    private struct Event {
        var kind: yaml_event_type_t
        var scalar: String
        var plain: Bool
        var line: Int
    }

    private struct EventReader: ~Copyable {
        let parser: UnsafeMutablePointer<yaml_parser_t>

        init(parser: UnsafeMutablePointer<yaml_parser_t>) { self.parser = parser }

        func next() throws(Problem) -> Event {
            var event = yaml_event_t()
            guard yaml_parser_parse(parser, &event) == 1 else {
                let problem = parser.pointee.problem.map { String(cString: $0) } ?? "not valid YAML"
                throw Problem(text: "\(problem) (line \(parser.pointee.problem_mark.line + 1))")
            }
            defer { yaml_event_delete(&event) }
            var result = Event(kind: event.type, scalar: "", plain: true, line: Int(event.start_mark.line) + 1)
            if event.type == YAML_SCALAR_EVENT {
                let scalar = event.data.scalar
                result.scalar = String(
                    decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                result.plain = scalar.style == YAML_PLAIN_SCALAR_STYLE
            }
            if event.type == YAML_ALIAS_EVENT { throw Problem(text: "aliases are not supported (line \(result.line))") }
            return result
        }

        func expect(_ kind: yaml_event_type_t) throws(Problem) {
            guard try next().kind == kind else { throw Problem(text: "not a YAML stream") }
        }

        /// The value whose first event is next; nesting is bounded (a front matter is shallow).
        func value(depth: Int) throws(Problem) -> FrontMatterValue {
            guard depth < 32 else { throw Problem(text: "nested too deeply") }
            let event = try next()
            return try value(startingWith: event, depth: depth)
        }

        func value(startingWith event: Event, depth: Int) throws(Problem) -> FrontMatterValue {
            switch event.kind {
            case YAML_SCALAR_EVENT: return .scalar(event.scalar, plain: event.plain)
            case YAML_SEQUENCE_START_EVENT:
                var values: [FrontMatterValue] = []
                while true {
                    let next = try self.next()
                    if next.kind == YAML_SEQUENCE_END_EVENT { return .sequence(values) }
                    values.append(try value(startingWith: next, depth: depth + 1))
                }
            case YAML_MAPPING_START_EVENT:
                var fields: [(String, FrontMatterValue)] = []
                while true {
                    let key = try self.next()
                    if key.kind == YAML_MAPPING_END_EVENT { return .mapping(fields) }
                    guard key.kind == YAML_SCALAR_EVENT else {
                        throw Problem(text: "a key that is not text (line \(key.line))")
                    }
                    fields.append((key.scalar, try value(depth: depth + 1)))
                }
            default:
                throw Problem(text: "unexpected YAML (line \(event.line))")
            }
        }
    }
}
