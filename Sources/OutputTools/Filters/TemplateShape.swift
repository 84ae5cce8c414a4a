/// What a `--template` can find at one level of the JSON it fills in: the fields of every object
/// there (the union over a list's items, so a field one item lacks or holds as null is still
/// known from the others), and what lies under each.
indirect enum TemplateShape: Equatable, Sendable {
    /// Nothing is known (null everywhere, an empty list, a field the command has but this JSON
    /// left out): any name may be there.
    case unknown
    /// A string, number or boolean: no fields.
    case value
    case object([String: TemplateShape])
    /// A list, and the shape of its items taken together.
    case list(TemplateShape)

    init(_ value: TemplateValue) {
        switch value {
        case .null: self = .unknown
        case .bool, .number, .string: self = .value
        case .object(let fields): self = .object(fields.mapValues(TemplateShape.init))
        case .array(let list): self = .list(list.items.reduce(.unknown) { $0.merged(with: TemplateShape($1)) })
        }
    }

    /// Both shapes at one level: an object's fields are the union of both (so are a list's items').
    func merged(with other: TemplateShape) -> TemplateShape {
        switch (self, other) {
        case (.unknown, _): other
        case (_, .unknown): self
        case (.object(let fields), .object(let others)): .object(fields.merging(others) { $0.merged(with: $1) })
        case (.list(let items), .list(let others)): .list(items.merged(with: others))
        case (.value, _): other
        default: self
        }
    }

    /// The shape with `names` among the fields of the objects it holds (or of its items, for a
    /// list): the fields a command's JSON has even where this one left them out.
    func knowing(_ names: [String]) -> TemplateShape {
        guard !names.isEmpty else { return self }
        switch self {
        case .list(let items): return .list(items.knowing(names))
        case .value: return self
        case .unknown: return .object(Dictionary(names.map { ($0, .unknown) }) { first, _ in first })
        case .object(let fields):
            return .object(fields.merging(names.map { ($0, .unknown) }) { kept, _ in kept })
        }
    }

    /// The fields an object has, nil for anything else.
    var fields: [String: TemplateShape]? {
        if case .object(let fields) = self { return fields }
        return nil
    }
}
