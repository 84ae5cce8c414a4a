import FoundationEssentials
import Mustache
import ShellKit

/// The helpers `--template` offers (see `TemplateValue`), by transform name.
enum TemplateHelpers {
    static let colours: [String: String] = [
        "red": "31", "green": "32", "yellow": "33", "blue": "34", "magenta": "35", "cyan": "36", "bold": "1",
        "dim": "2",
    ]
    static let colourNames = ["red", "green", "yellow", "blue", "magenta", "cyan", "bold", "dim"]
    /// The helpers that take no value of their own: the position of an item in a list (`{{index()}}`),
    /// swift-mustache's.
    static let listPositionNames: Set<String> = ["first", "last", "index", "even", "odd"]
    /// Every helper as the user writes it, for messages.
    static let names =
        ["timeago", "localtime", "date", "truncateN", "pluck-FIELD", "join", "count", "hyperlink"]
        + colourNames

    /// Whether `name` is one of the helpers (`truncate20`, `pluck-name` with their argument).
    static func isHelper(_ name: String) -> Bool {
        if name.hasPrefix("truncate") { return Int(name.dropFirst("truncate".count)).map { $0 >= 1 } ?? false }
        if name.hasPrefix("pluck-") { return name.count > "pluck-".count }
        return colours[name] != nil || ["join", "count", "timeago", "localtime", "date", "hyperlink"].contains(name)
    }

    /// The colour, hyperlinks and clock of the render in progress (`JSONTemplate.render` sets it).
    @TaskLocal static var style = TemplateValue.Style(colour: false, hyperlinks: false, now: Date())

    static func apply(_ name: String, to value: TemplateValue) -> Any? {
        if name.hasPrefix("truncate"), let width = Int(name.dropFirst("truncate".count)), width >= 1 {
            return TemplateValue.string(value.renderText.truncated(toDisplayWidth: width))
        }
        if name.hasPrefix("pluck-"), case .array(let list) = value {
            let field = String(name.dropFirst("pluck-".count))
            let picked = list.items.map { item -> TemplateValue in
                if case .object(let fields) = item { return fields[field] ?? .null }
                return .null
            }
            return TemplateList(items: picked)
        }
        if let code = colours[name] {
            let text = value.renderText
            return Styled(text: style.colour && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text)
        }
        switch name {
        case "join":
            guard case .array(let list) = value else { return value }
            return TemplateValue.string(list.items.map(\.renderText).joined(separator: ", "))
        case "count":
            guard case .array(let list) = value else { return nil }
            return list.items.count
        case "timeago", "localtime", "date":
            guard case .string(let text) = value, let date = ISO8601.parse(text) else { return value }
            return TemplateValue.string(dated(date, as: name, style: style))
        case "hyperlink":
            let address = value.renderText
            guard style.hyperlinks, !address.isEmpty, !address.contains("\u{1B}") else { return value }
            return Styled(text: "\u{1B}]8;;\(address)\u{1B}\\\(address)\u{1B}]8;;\u{1B}\\")
        default:
            return nil
        }
    }

    /// `timeago`, `localtime` or `date` of `date`.
    static func dated(_ date: Date, as name: String, style: TemplateValue.Style) -> String {
        guard name == "date" || name == "localtime" else {
            return ago(seconds: Int(style.now.timeIntervalSince(date)))
        }
        // The second the moment falls in, as a calendar counts it (a moment before 1970 too).
        let seconds = Int64(date.timeIntervalSince1970.rounded(.down))
        guard let time = style.timeZone.civilTime(epochSeconds: seconds) else { return ISO8601.format(date) }
        return name == "date" ? time.dayText : time.dayText + " " + time.clockText(seconds: false)
    }

    /// gh's wording: `just now`, `5 minutes ago`, `1 hour ago`, `3 days ago`, `2 months ago`, `1 year ago`.
    static func ago(seconds: Int) -> String {
        guard seconds >= 60 else { return seconds < 0 ? "in the future" : "just now" }
        let (count, unit): (Int, String) =
            switch seconds {
            case ..<3600: (seconds / 60, "minute")
            case ..<86_400: (seconds / 3600, "hour")
            case ..<(30 * 86_400): (seconds / 86_400, "day")
            case ..<(365 * 86_400): (seconds / (30 * 86_400), "month")
            default: (seconds / (365 * 86_400), "year")
            }
        return "\(count) \(unit)\(count == 1 ? "" : "s") ago"
    }
}

/// Text a helper already made safe and styled: printed as it is.
struct Styled: MustacheCustomRenderable {
    let text: String
    var renderText: String { text }
    var isNull: Bool { false }
}
