import OutputTools
import ShellHost
import ShellKit
import ItemsModel
import UserState

/// The decisions behind `save`, `saved` and `unsave`: names checked, a replacement confirmed
/// at a terminal, counts of matches and unread matches worked out for the list.
@MainActor package struct SavedSearchActions {
    package weak var view: ItemsViewInterface?
    package let interactor: ItemsInteractorInterface

    /// Saves `query` (with its order) as `name`; nil `query`: there is no search to save.
    package func save(name: String, query: ItemQuery?) async -> CommandOutcome {
        guard let query else { return showError(Message(ItemsMessage.savedNoListing)) }
        let search = SavedSearch(name: name, query: query.canonicalText, order: query.order)
        do {
            if let existing = try await interactor.savedSearches().first(where: {
                $0.name.lowercased() == name.lowercased()
            }) {
                guard await view?.confirmReplacingSavedSearch(named: existing.name, query: Self.shown(existing)) == true
                else {
                    view?.showInfo(Message(ItemsMessage.savedKept, existing.name))
                    return .success
                }
            }
            let replaced = try await interactor.saveSearch(search)
            view?.showInfo(
                Message(replaced ? ItemsMessage.savedReplaced : ItemsMessage.savedSaved, name, Self.shown(search)))
            return .success
        } catch {
            return showError(error.message)
        }
    }

    /// Every saved search with its matches and unread matches now.
    package func list(format: OutputFormat) async -> CommandOutcome {
        do {
            var rows: [SavedSearchesViewModel.Row] = []
            var inLiveCache = false
            var unreadable: [String] = []
            for search in try await interactor.savedSearches() {
                guard let query = Self.query(of: search) else {
                    unreadable.append(search.name)
                    continue
                }
                let total = try await interactor.localCount(of: query)
                var unreadQuery = query
                unreadQuery.clauses.append(ItemQueryClause([ItemQueryPredicate(.mark(.unread))]))
                let unread = try await interactor.localCount(of: unreadQuery)
                inLiveCache = inLiveCache || total.inLiveCache
                rows.append(.init(search: search, total: total.count, unread: unread.count))
            }
            var model = SavedSearchesViewModel(rows: rows)
            if inLiveCache { model.notes.append(Message(ItemsMessage.savedCountsCached)) }
            // Saved by a version whose syntax this one does not read: listed apart, not dropped.
            model.notes += unreadable.map { Message(ItemsMessage.savedUnreadable, $0) }
            switch format {
            case .json(let fields):
                if let refusal = JSONFieldSet.savedSearch.refusal(of: fields) {
                    return showError(refusal, status: .usage)
                }
                view?.showSavedSearchesJSON(model, fields: fields)
            case .table: view?.showSavedSearches(model)
            }
            return .success
        } catch {
            return showError(error.message)
        }
    }

    /// The query saved as `name`, ready to run; the failure (said) when there is none.
    package func query(named name: String) async -> Result<ItemQuery, CommandFailure> {
        do {
            guard
                let search = try await interactor.savedSearches().first(where: {
                    $0.name.lowercased() == name.lowercased()
                }),
                let query = Self.query(of: search)
            else {
                return .failure(CommandFailure(showError(Message(ItemsMessage.savedUnknown, name))))
            }
            return .success(query)
        } catch {
            return .failure(CommandFailure(showError(error.message)))
        }
    }

    package func remove(named name: String) async -> CommandOutcome {
        do {
            guard try await interactor.removeSavedSearch(named: name) else {
                // A followed feed is listed among the saved searches, but only `unfollow` drops it.
                let isFeed = try await interactor.savedSearches().contains { $0.name.lowercased() == name.lowercased() }
                return showError(Message(isFeed ? ItemsMessage.savedIsFeed : ItemsMessage.savedUnknown, name))
            }
            view?.showInfo(Message(ItemsMessage.savedRemoved, name))
            return .success
        } catch {
            return showError(error.message)
        }
    }

    private func showError(_ message: Message, status: ExitStatus = .failure) -> CommandOutcome {
        view?.showError(message)
        return .failed(status)
    }

    /// The saved text parsed again, with its order (nil if it no longer parses).
    private static func query(of search: SavedSearch) -> ItemQuery? {
        guard var query = try? ItemQueryParser.parse(search.query) else { return nil }
        query.order = search.order
        return query
    }

    /// `tag:swift --sort likes` as the user would type it again.
    nonisolated package static func shown(_ search: SavedSearch) -> String {
        [search.query, search.order.optionsText].filter { !$0.isEmpty }.joined(separator: " ")
    }
}
