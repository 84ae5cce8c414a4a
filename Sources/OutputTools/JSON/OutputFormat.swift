import ShellKit

/// How a listing, an item or anything else a command shows is printed.
package enum OutputFormat: Equatable, Sendable {
    /// Aligned rows for people.
    case table
    /// JSON with Qiita's field names, for scripts; nothing else on stdout. `fields` (from
    /// `--json id,title` or `--fields`) keeps only those of each object, in that order.
    case json(fields: [String]? = nil)

    /// The fields asked for, nil for every field (or a table).
    package var fields: [String]? {
        if case .json(let fields) = self { return fields }
        return nil
    }
}
