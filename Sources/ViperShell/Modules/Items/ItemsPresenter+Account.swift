import CatalogueImport
import ItemsModel
import OutputTools
import ShellHost
import ShellKit

/// Items' commands that act on Qiita as the token's user: comments, likes, stocks there.
extension ItemsPresenter {
    /// `comment N|ID [--reply CID]`, `comment --edit|--delete CID`, `like`/`unlike N|ID`.
    func didAskQiita(_ reference: ItemReference?, _ request: AccountRequest) async -> CommandOutcome {
        switch (request, reference) {
        case (.editComment(let id), _): return await account.editComment(id)
        case (.deleteComment(let id), _): return await account.deleteComment(id)
        case (.comment(let replyTo), let reference?):
            return await withItem(reference) { item, _ in
                var comments: [QiitaComment]?
                if replyTo != nil, case .known(let known, _)? = try? await interactor.comments(itemID: item.id) {
                    comments = known
                }
                return await account.comment(on: item, replyTo: replyTo, commentsOfItem: comments)
            }
        case (.like(let liked), let reference?):
            return await withItem(reference) { item, _ in await account.like(item, liked: liked) }
        case (.comment, nil), (.like, nil):
            return .failed(.usage)
        }
    }

    /// `stocks --push`: every stock kept here, sent to Qiita.
    func didPushStocks() async -> CommandOutcome {
        var items: [QiitaItem] = []
        do {
            var number = 1
            while true {
                let page = try await interactor.page(.stocks, page: number, perPage: 100)
                items += page.items
                if page.items.count < 100 || items.count >= page.totalCount { break }
                number += 1
            }
        } catch {
            return showError(error.message)
        }
        // Oldest first, so Qiita's order of stocking follows the one here.
        return await account.pushStocks(items.reversed())
    }

    /// `stocks --qiita [--json]`: the newest 100 stocks on Qiita, as a listing.
    func didListQiitaStocks(format: OutputFormat) async -> CommandOutcome {
        let stocks: [QiitaItem]
        switch await account.qiitaStocks() {
        case .success(let page): stocks = page.items
        case .failure(let failure): return failure.outcome
        }
        let read = (try? await interactor.readItemIDs(among: stocks)) ?? []
        if case .json(let fields) = format {
            view?.showJSON(
                stocks, readIDs: read, readTimes: [:], scores: [:], snippets: [:], fields: fields, of: .listing)
            return .success
        }
        let page = ItemPage(items: stocks, totalCount: stocks.count, page: 1, perPage: max(1, stocks.count))
        var listing = ItemListingViewModel(.stocks, page, readIDs: read)
        listing.title = .qiitaStocks
        view?.showListing(listing)
        return .success
    }
}
