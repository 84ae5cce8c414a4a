import CatalogueImport
import ItemsModel
import ShellHost
import ShellKit

/// `export --query`: every item the search lists, fetched page by page, then written.
extension ItemsPresenter {
    /// At most this many items are exported at once (100 pages of 100, Qiita's own limit).
    static let exportLimit = 10_000

    func didExport(_ query: ItemQuery, options: ExportOptions) async -> CommandOutcome {
        var items: [QiitaItem] = []
        var page = 1
        do {
            while items.count < Self.exportLimit {
                let found = try await interactor.page(.search(query), page: page, perPage: 100)
                items += found.items
                guard !found.items.isEmpty, items.count < found.totalCount else { break }
                page += 1
            }
        } catch {
            return showError(error.message)
        }
        guard !items.isEmpty else { return showError(Message(SharedMessage.exportNothing)) }
        return await tools.export(items, options: options, many: true)
    }
}
