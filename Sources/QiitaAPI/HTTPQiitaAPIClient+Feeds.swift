import FoundationEssentials
import ItemsModel
import ShellKit

extension HTTPQiitaAPIClient: QiitaFeedAPI {
    package func feedPage(_ feed: Feed, page: Int, perPage: Int) async throws(QiitaAPIError) -> QiitaFeedPage? {
        try await feedPage(feed, page: page, perPage: perPage, path: "/items")
    }

    /// A page of a tag's or user's items (`tail` "/items"), or of a user's stocks ("/stocks").
    func feedPage(_ feed: Feed, page: Int, perPage: Int, path tail: String) async throws(QiitaAPIError) -> QiitaFeedPage? {
        let path =
            switch feed {
            case .tag(let name): "/api/v2/tags/" + Self.percentEncoded(name) + tail
            case .user(let id): "/api/v2/users/" + Self.percentEncoded(id) + tail
            }
        let response: HTTPResponse
        do { response = try await get(path, [("page", String(page)), ("per_page", String(perPage))]) } catch .notFound {
            return nil
        }
        let items: [QiitaItem] = try decode(response.body)
        return QiitaFeedPage(
            items: items, hasMore: Self.hasMore(response, page: page, perPage: perPage, count: items.count))
    }

    package func tokenUser() async throws(QiitaAPIError) -> String {
        try await authenticatedUserID(token: nil)
    }

    package func followingTags(userID: String, page: Int, perPage: Int) async throws(QiitaAPIError) -> QiitaNamesPage {
        try await names(of: "/api/v2/users/" + Self.percentEncoded(userID) + "/following_tags", page, perPage)
    }

    package func followees(userID: String, page: Int, perPage: Int) async throws(QiitaAPIError) -> QiitaNamesPage {
        try await names(of: "/api/v2/users/" + Self.percentEncoded(userID) + "/followees", page, perPage)
    }

    /// The `id`s of a page of tag or user objects.
    private func names(of path: String, _ page: Int, _ perPage: Int) async throws(QiitaAPIError) -> QiitaNamesPage {
        let response = try await get(path, [("page", String(page)), ("per_page", String(perPage))])
        let objects: [IdentifiedObject] = try decode(response.body)
        return QiitaNamesPage(
            names: objects.map(\.id),
            hasMore: Self.hasMore(response, page: page, perPage: perPage, count: objects.count))
    }

    /// Whether a page after this one exists: the `Link` header's `rel="next"` when sent, else
    /// `Total-Count`, else a full page.
    static func hasMore(_ response: HTTPResponse, page: Int, perPage: Int, count: Int) -> Bool {
        if let link = response.headers["link"] { return link.contains("rel=\"next\"") }
        if let total = response.headers["total-count"].flatMap({ Int($0) }) { return page * perPage < total }
        return count == perPage
    }
}
