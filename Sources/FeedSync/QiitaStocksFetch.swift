import CatalogueStore
import ItemsModel
import QiitaAPI

/// The token's user's stocks on Qiita, page by page within the rate budget, each page kept in the
/// mirror as it comes (so they read offline, their comments fetched by the next sync): what
/// `sync` makes the stocks here equal to.
package struct QiitaStocksFetch: Sendable {
    package let api: any QiitaFeedAPI
    package let store: ItemStore
    package let budget: RateBudget

    package init(api: any QiitaFeedAPI, store: ItemStore, budget: RateBudget) {
        self.api = api
        self.store = store
        self.budget = budget
    }

    /// Every stock, most recently stocked first (Qiita serves at most 100 pages of 100).
    package func fetch() async throws(QiitaAPIError) -> [QiitaItem] {
        let user = try await spend { () async throws(QiitaAPIError) in try await api.tokenUser() }
        var items: [QiitaItem] = []
        for page in 1...FeedPagePlan.lastPage {
            let answer = try await spend { () async throws(QiitaAPIError) in
                try await api.stocks(userID: user, page: page, perPage: 100)
            }
            guard let answer else { throw .notFound }
            do { try store.commitMirrorItems(answer.items) } catch { throw .network(error.message.text(in: .english)) }
            items += answer.items
            if !answer.hasMore || answer.items.isEmpty { break }
        }
        return items
    }

    private func spend<T>(_ request: () async throws(QiitaAPIError) -> T) async throws(QiitaAPIError) -> T {
        try await budget.spending(request)
    }
}
