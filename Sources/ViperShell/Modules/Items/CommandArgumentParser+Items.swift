import ItemsModel
import ShellKit
import UserState

/// Items' command lines as events.
extension CommandArgumentParser {
    package func itemsEvent(defaultFormat: OutputFormat) -> ItemsViewEvent? {
        switch command.name {
        case ItemsView.search.name:
            guard let (text, order, format) = searchRequest(defaultFormat) else { return nil }
            do {
                var query = try ItemQueryParser.parse(text)
                query.order = order
                return .search(query, format: format)
            } catch {
                screen.fail(error.message, status: .usage)
                return nil
            }
        case ItemsView.list.name:
            guard let format = onlyFormat(defaultFormat, usage: ItemsView.list.usage) else { return nil }
            return .list(format: format)
        case ItemsView.stocks.name:
            guard let format = onlyFormat(defaultFormat, usage: ItemsView.stocks.usage) else { return nil }
            return .stocks(format: format)
        case ItemsView.next.name: return noArguments(ItemsView.next.usage) ? .nextPage : nil
        case let name where ItemsView.prev.answers(to: name): return noArguments(ItemsView.prev.usage) ? .previousPage : nil
        case ItemsView.refresh.name: return noArguments(ItemsView.refresh.usage) ? .refresh : nil
        case ItemsView.back.name: return noArguments(ItemsView.back.usage) ? .back : nil
        case ItemsView.page.name:
            guard let number = singleNumber(usage: ItemsView.page.usage) else { return nil }
            return .page(number)
        case ItemsView.open.name:
            guard let (format, rest) = jsonFormat(defaultFormat, fieldSet: .item) else { return nil }
            return reference(in: rest, usage: ItemsView.open.usage).map { .open($0, format: format) }
        case ItemsView.stock.name:
            return reference(in: command.arguments, usage: ItemsView.stock.usage).map { .stock($0) }
        case ItemsView.unstock.name:
            return reference(in: command.arguments, usage: ItemsView.unstock.usage).map { .unstock($0) }
        case ItemsView.comments.name:
            guard let (format, rest) = jsonFormat(defaultFormat, fieldSet: .comment) else { return nil }
            return reference(in: rest, usage: ItemsView.comments.usage).map { .comments($0, format: format) }
        case ItemsView.browse.name:
            return reference(in: command.arguments, usage: ItemsView.browse.usage).map { .browse($0) }
        case ItemsView.read.name:
            return reference(in: command.arguments, usage: ItemsView.read.usage).map { .markRead($0) }
        case ItemsView.unread.name:
            return reference(in: command.arguments, usage: ItemsView.unread.usage).map { .markUnread($0) }
        case ItemsView.history.name:
            if command.arguments == ["clear"] { return .clearHistory }
            return onlyFormat(defaultFormat, usage: ItemsView.history.usage, fieldSet: .history).map { .history(format: $0) }
        case ItemsView.tags.name:
            guard let (format, rest) = jsonFormat(defaultFormat, fieldSet: .tag) else { return nil }
            guard rest.count <= 1 else { return tooManyArguments(ItemsView.tags.usage) }
            return .tags(prefix: rest.first ?? "", format: format)
        case ItemsView.tag.name:
            guard let (format, rest) = jsonFormat(defaultFormat, fieldSet: .listing) else { return nil }
            guard let name = singleWord(in: rest, usage: ItemsView.tag.usage) else { return nil }
            return .search(ItemQuery(clauses: [ItemQueryClause([ItemQueryPredicate(.tag(name))])]), format: format)
        case ItemsView.user.name:
            guard let (format, rest) = jsonFormat(defaultFormat, fieldSet: .author) else { return nil }
            guard let id = singleWord(in: rest, usage: ItemsView.user.usage) else { return nil }
            return .author(id, format: format)
        case ItemsView.save.name:
            return saveEvent()
        case ItemsView.saved.name:
            // `saved NAME --json FIELDS` prints the search's items, so its fields are a listing's.
            let names = command.arguments.enumerated().filter { index, word in
                !word.hasPrefix("-") && (index == 0 || command.arguments[index - 1] != Self.jsonFlag)
            }
            let fieldSet: JSONFieldSet = names.isEmpty ? .savedSearch : .listing
            guard let (format, rest) = jsonFormat(defaultFormat, fieldSet: fieldSet) else { return nil }
            guard rest.count <= 1 else { return tooManyArguments(ItemsView.saved.usage) }
            guard let name = rest.first else { return .savedSearches(format: format) }
            return .runSaved(name, format: format)
        case ItemsView.unsave.name:
            return singleWord(usage: ItemsView.unsave.usage).map { .unsave($0) }
        case ItemsView.source.name:
            guard command.arguments.count <= 1 else { return tooManyArguments(ItemsView.source.usage) }
            guard let places else { return nil }
            return command.arguments.first.map { .switchSource(ItemSourceSpec.parse($0, in: places)) } ?? .showSource
        case ItemsView.set.name:
            return setting()
        default:
            return nil
        }
    }

    /// `save NAME` (the current listing's search) or `save NAME QUERY… [--sort F] [--asc]`.
    private func saveEvent() -> ItemsViewEvent? {
        guard let name = command.arguments.first else { return missingArgument(ItemsView.save.usage) }
        guard SavedSearch.isValidName(name) else {
            screen.fail(Message(ItemsMessage.savedBadName, TerminalSanitizer.inline(name)), status: .usage)
            return nil
        }
        guard command.arguments.count > 1 else { return .save(name: name, query: nil) }
        // The query is the text after the name, as typed (quotes kept).
        let afterName = CommandArgumentParser(screen: screen, command: command.droppingFirstArgument(), places: places)
        guard let (text, order, _) = afterName.searchRequest(.table) else { return nil }
        do {
            var query = try ItemQueryParser.parse(text)
            query.order = order
            return .save(name: name, query: query)
        } catch {
            screen.fail(error.message, status: .usage)
            return nil
        }
    }
}
