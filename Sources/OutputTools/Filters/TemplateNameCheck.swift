import ShellKit

/// The names a `--template` uses, checked before anything is printed: its helpers and partials
/// once, when it is compiled; its fields against each JSON it fills in, walking its tags with
/// the shape of the data at each section's level (every key there, the command's own fields, and
/// Mustache's `.`), as Mustache looks a name up: in the innermost section first, then outwards.
struct TemplateNameCheck: Sendable {
    let tags: [TemplateTag]
    /// Whether the template has several lines (its places are then said with their line).
    let multiline: Bool

    /// What makes the template unusable whatever the JSON: a tag left open at the end (which
    /// swift-mustache drops), a partial (there are none), a helper that does not exist.
    func problemBeforeRendering() -> Message? {
        for tag in tags {
            guard tag.isClosed else {
                return TemplateParseProblem.unclosed(
                    tag, at: TemplateParseProblem.position(tag.line, tag.column, multiline: multiline)
                ).0
            }
            switch tag.sigil {
            case ">", "<":
                return Message(
                    TemplateMessage.noPartials,
                    parts: [
                        .text(TerminalSanitizer.inline(tag.text)),
                        TemplateParseProblem.position(tag.line, tag.column, multiline: multiline),
                    ])
            case nil, "{", "&", "#", "^":
                guard let name = tag.name else { continue }
                let known = { (helper: String) in
                    name.path.isEmpty
                        ? TemplateHelpers.listPositionNames.contains(helper) : TemplateHelpers.isHelper(helper)
                }
                if let unknown = name.helpers.first(where: { !known($0) }) {
                    return Message(TemplateMessage.unknownHelper, TerminalSanitizer.inline(unknown), Self.helperList)
                }
            default: continue
            }
        }
        return nil
    }

    /// The first field the template names that `root` does not have where the template looks for
    /// it; nil when every one is there. `commandFields`: the fields of the command's objects (the
    /// items of a list, or the one object), known even where this JSON has none of them.
    func unknownField(in root: TemplateValue, commandFields: [String]?) -> Message? {
        let order = commandFields ?? []
        var scopes: [TemplateShape?] = [TemplateShape(root).knowing(order)]
        for tag in tags where tag.isClosed {
            switch tag.sigil {
            case nil, "{", "&", "#", "^":
                guard let name = tag.name else { continue }
                switch resolve(name, in: scopes.compactMap { $0 }, order: order) {
                case .failure(let problem): return problem.message
                case .success(let shape):
                    if tag.sigil == "#" { scopes.append(Self.inside(shape)) }
                    if tag.sigil == "^" { scopes.append(nil) }
                }
            case "$": scopes.append(nil)
            case "/": _ = scopes.popLast()
            default: continue
            }
        }
        return nil
    }

    /// A name's problem, as an error for `Result`.
    private struct Problem: Error {
        let message: Message
    }

    /// What `name` finds among `scopes` (outermost first), its helpers applied.
    private func resolve(
        _ name: TemplateName, in scopes: [TemplateShape], order: [String]
    ) -> Result<TemplateShape, Problem> {
        guard !name.path.isEmpty else { return .success(.value) }
        var components = name.path.split(separator: ".").map(String.init)
        var shape: TemplateShape
        var reached: [String] = []
        if name.path == "." || name.path.hasPrefix(".") {
            shape = scopes.last ?? .unknown
        } else {
            let first = components.removeFirst()
            guard let found = scopes.reversed().lazy.compactMap({ $0 == .unknown ? .unknown : $0.fields?[first] }).first
            else { return .failure(Problem(message: unknownAtTop(first, scopes: scopes, order: order))) }
            shape = found
            reached = [first]
        }
        for component in components {
            if shape == .unknown { return .success(.unknown) }
            guard let fields = shape.fields else {
                return .failure(Problem(message: noFields(component, in: reached.joined(separator: "."))))
            }
            guard let next = fields[component] else {
                return .failure(Problem(message: unknown(component, fields: Self.sorted(fields.keys, by: []))))
            }
            shape = next
            reached.append(component)
        }
        for helper in name.helpers.reversed() {
            guard helper.hasPrefix("pluck-") else {
                shape = .value
                continue
            }
            let field = String(helper.dropFirst("pluck-".count))
            guard case .list(let items) = shape, let fields = items.fields else {
                shape = .unknown
                continue
            }
            guard let picked = fields[field] else {
                return .failure(Problem(message: unknown(field, fields: Self.sorted(fields.keys, by: []))))
            }
            shape = .list(picked)
        }
        return .success(shape)
    }

    /// What a section over `shape` looks names up in first: a list's items, or the value itself.
    private static func inside(_ shape: TemplateShape) -> TemplateShape {
        if case .list(let items) = shape { return items }
        return shape
    }

    /// A first name no scope has: said with the names that are there, or, when the items of a
    /// list in scope have it, that it is read inside a section over the list.
    private func unknownAtTop(_ name: String, scopes: [TemplateShape], order: [String]) -> Message {
        let itemFields = scopes.reversed().compactMap { scope -> [String: TemplateShape]? in
            if case .list(let items) = scope { return items.fields }
            return nil
        }
        if itemFields.contains(where: { $0[name] != nil }) {
            return Message(TemplateMessage.fieldOfListItems, TerminalSanitizer.inline(name))
        }
        var names: [String] = []
        for fields in scopes.reversed().compactMap(\.fields)
            + (scopes.allSatisfy { $0.fields == nil } ? itemFields : [])
        {
            names += Self.sorted(fields.keys, by: order).filter { !names.contains($0) }
        }
        guard !names.isEmpty else { return noFields(name, in: ".") }
        return unknown(name, fields: names)
    }

    private func unknown(_ name: String, fields: [String]) -> Message {
        Message(
            TemplateMessage.unknownField, TerminalSanitizer.inline(name),
            TerminalSanitizer.inline(fields.joined(separator: ", ")), Self.helperList)
    }

    private func noFields(_ name: String, in path: String) -> Message {
        Message(
            TemplateMessage.unknownFieldNoFields, TerminalSanitizer.inline(name), TerminalSanitizer.inline(path),
            Self.helperList)
    }

    /// `names` in the command's order (`order`), then the others alphabetically.
    private static func sorted(_ names: Dictionary<String, TemplateShape>.Keys, by order: [String]) -> [String] {
        names.sorted { first, second in
            let (one, two) = (order.firstIndex(of: first) ?? .max, order.firstIndex(of: second) ?? .max)
            return one != two ? one < two : first < second
        }
    }

    static let helperList = TemplateHelpers.names.joined(separator: ", ")
}
