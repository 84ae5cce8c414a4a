import FoundationEssentials
import Mustache
import ShellKit

/// A JSON value as a `--template` sees it: Mustache's lookups, sections and iteration, and the
/// helpers, written as Mustache transforms with their argument in the name (`{{truncate20(title)}}`):
///
/// - `timeago(DATE)`: `3 days ago`; `localtime(DATE)`: `2026-11-01 21:00` in local time (`TZ`);
///   `date(DATE)`: `2026-11-01` in local time;
/// - `truncateN(TEXT)`: at most N columns wide, CJK counted double, `…` at the cut;
/// - `pluck-FIELD(LIST)`: that field of each object; `join(LIST)`: `a, b`; `count(LIST)`;
/// - `red`, `green`, `yellow`, `blue`, `magenta`, `cyan`, `bold`, `dim`: colour, off under `NO_COLOR`
///   or in a pipe;
/// - `hyperlink(URL)`: the address as an OSC 8 hyperlink where the terminal shows them.
///
/// Text from the JSON is made inert before it is printed.
package indirect enum TemplateValue: MustacheTransformable, MustacheParent, MustacheCustomRenderable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array(TemplateList)
    case object([String: TemplateValue])

    /// How the helpers that depend on the terminal and the clock behave.
    package struct Style: Sendable {
        package var colour: Bool
        package var hyperlinks: Bool
        package var now: Date
        package var timeZone: ClockZone

        package init(colour: Bool, hyperlinks: Bool, now: Date, timeZone: ClockZone = .local) {
            self.colour = colour
            self.hyperlinks = hyperlinks
            self.now = now
            self.timeZone = timeZone
        }
    }

    /// From the JSON the command printed; a number as the `Double` its text reads as.
    package init(_ json: JSONValue) {
        switch json {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .number: self = .number(json.doubleValue ?? 0)
        case .string(let text): self = .string(text)
        case .array(let list): self = .array(TemplateList(items: list.map(TemplateValue.init)))
        case .object(let fields): self = .object(fields.mapValues(TemplateValue.init))
        }
    }

    /// Lists go to Mustache as sequences, booleans as Bool (so that sections test them).
    var boxed: Any {
        switch self {
        case .array(let list): list
        case .bool(let value): value
        default: self
        }
    }

    package func child(named name: String) -> Any? {
        guard case .object(let fields) = self, let value = fields[name] else { return nil }
        return value.boxed
    }

    package var renderText: String {
        switch self {
        case .null: ""
        case .bool(let value): String(value)
        case .number(let value):
            value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        case .string(let text): TerminalSanitizer.inline(text)
        case .array(let list): list.items.map(\.renderText).joined(separator: ", ")
        case .object: "{…}"
        }
    }

    package var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    package func transform(_ name: String) -> Any? {
        TemplateHelpers.apply(name, to: self)
    }
}

/// A JSON array in a template: iterated by sections, with the list helpers. It has no fields (a
/// name looked up in it is looked up in the sections around it, never in this struct's own
/// properties, which Mustache would otherwise find by reflection).
package struct TemplateList: MustacheSequence, MustacheTransformable, MustacheParent {
    package let items: [TemplateValue]

    package func child(named name: String) -> Any? { nil }

    package func makeIterator() -> IndexingIterator<[Any]> { items.map(\.boxed).makeIterator() }

    package func transform(_ name: String) -> Any? {
        TemplateHelpers.apply(name, to: .array(self))
    }
}
