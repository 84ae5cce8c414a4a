import OutputTools
import ShellKit
import ItemsModel

/// `search`'s and `save`'s words: the options anywhere among them (`--sort FIELD` or
/// `--sort=FIELD`, `--asc`, `--json[=FIELDS]`, `--explain`), the rest the query, read as typed by
/// `ItemQueryParser` with its columns counted from `origin`. Without `--sort`, a query with
/// words is ordered by relevance and one of qualifiers only newest first (`ItemOrder.implied`).
@MainActor package struct ItemsSearchParser {
    /// The command's name, for its usage errors.
    package let command: String
    package let defaultFormat: OutputFormat

    /// The query with its order, the format asked for, and whether `--explain` was.
    package func parse(
        _ words: ArraySlice<CommandWord>, columnsFrom origin: Int
    )
        throws(CommandUsageError) -> (query: ItemQuery, format: OutputFormat, explains: Bool)
    {
        var queryWords: [CommandWord] = []
        var jsonWords: [String] = []
        var order = ItemOrder.newest
        var sorted = false
        var explains = false
        // Options are read as typed: a quoted `"--asc"` is a word to search for.
        var rest = words
        while let word = rest.popFirst() {
            let typed = word.typed
            if typed == "--asc" {
                order.ascending = true
            } else if typed == "--explain" {
                explains = true
            } else if typed == "--sort" || typed.hasPrefix("--sort=") {
                let value = typed == "--sort" ? rest.popFirst()?.typed : String(typed.dropFirst("--sort=".count))
                guard let value, let field = ItemOrder.Field(rawValue: value.lowercased()) else {
                    let allowed = ItemOrder.Field.allCases.map(\.rawValue).joined(separator: ", ")
                    let expected = Message.Argument.message(Message(ItemsMessage.sortExpectedField, allowed))
                    throw .badArgument(value ?? "--sort", command: command, expected: expected)
                }
                order.field = field
                sorted = true
            } else if typed == JSONFormatOption.flag {
                jsonWords.append(typed)
                if let next = rest.first, JSONFormatOption.isFieldList(next.typed, of: .listing, takesText: true) {
                    jsonWords.append(next.typed)
                    rest.removeFirst()
                }
            } else if typed.hasPrefix(JSONFormatOption.flag + "=") {
                jsonWords.append(typed)
            } else {
                queryWords.append(word)
            }
        }
        if order.isRelevance && order.ascending {
            throw .badArgument(
                "--asc", command: command, expected: .message(Message(ItemsMessage.sortRelevanceHasNoAscending)))
        }
        let (format, _) = try JSONFormatOption.read(jsonWords, default: defaultFormat, fieldSet: .listing)
        var query: ItemQuery
        do {
            query = try ItemQueryParser.parse(queryWords, columnsFrom: origin)
        } catch {
            throw .badQuery(error)
        }
        query.order = sorted || order.ascending ? order : ItemOrder.implied(for: query)
        return (query, format, explains)
    }
}
