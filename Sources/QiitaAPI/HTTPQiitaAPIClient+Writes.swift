import FoundationEssentials
import ItemsModel
import ShellKit

extension HTTPQiitaAPIClient: QiitaWriteAPI {
    package func setStocked(_ stocked: Bool, itemID: String) async throws(QiitaAPIError) {
        _ = try await write(stocked ? "PUT" : "DELETE", "/api/v2/items/" + Self.percentEncoded(itemID) + "/stock")
    }

    package func stocks(userID: String, page: Int, perPage: Int) async throws(QiitaAPIError) -> QiitaFeedPage? {
        try await feedPage(.user(userID), page: page, perPage: perPage, path: "/stocks")
    }

    package func comment(id: String) async throws(QiitaAPIError) -> QiitaComment? {
        do {
            return try decode(try await get("/api/v2/comments/" + Self.percentEncoded(id), []).body) as QiitaComment
        } catch .notFound {
            return nil
        }
    }

    package func postComment(itemID: String, body: String) async throws(QiitaAPIError) -> QiitaComment {
        try decode(
            try await write(
                "POST", "/api/v2/items/" + Self.percentEncoded(itemID) + "/comments", json: CommentBody(body: body)
            ).body)
    }

    package func updateComment(id: String, body: String) async throws(QiitaAPIError) -> QiitaComment {
        try decode(
            try await write("PATCH", "/api/v2/comments/" + Self.percentEncoded(id), json: CommentBody(body: body)).body)
    }

    package func deleteComment(id: String) async throws(QiitaAPIError) {
        _ = try await write("DELETE", "/api/v2/comments/" + Self.percentEncoded(id))
    }

    package func publish(_ draft: ArticleDraft) async throws(QiitaAPIError) -> QiitaItem {
        let request = ArticleRequest(draft)
        return try decode(try await write(request.method, request.path, json: request.body).body)
    }

    package func ownItems(page: Int, perPage: Int) async throws(QiitaAPIError) -> QiitaFeedPage {
        let response = try await get(
            "/api/v2/authenticated_user/items", [("page", String(page)), ("per_page", String(perPage))])
        let items: [QiitaItem] = try decode(response.body)
        return QiitaFeedPage(
            items: items, hasMore: Self.hasMore(response, page: page, perPage: perPage, count: items.count))
    }

    package func setLiked(_ liked: Bool, itemID: String) async throws(QiitaAPIError) {
        _ = try await write(liked ? "PUT" : "DELETE", "/api/v2/items/" + Self.percentEncoded(itemID) + "/like")
    }

    /// `{"body": …}` of a comment.
    private struct CommentBody: Encodable {
        let body: String
    }

    /// One write: never retried (the outbox decides), the token in use (none: 401 at once, the
    /// request not sent), a JSON body when given.
    private func write(
        _ method: String, _ path: String, json: (some Encodable)? = String?.none
    ) async throws(QiitaAPIError) -> HTTPResponse {
        let (token, origin) = try chosenToken(candidate: nil)
        guard let token else { throw .unauthorized(.none) }
        var headers = requestHeaders(token: token)
        var body: [UInt8]?
        if let json {
            do { body = Array(try JSONEncoder().encode(json)) } catch { throw .malformedResponse }
            headers.append("Content-Type: application/json")
        }
        return try await send(method, url(path, []), headers: headers, body: body, tokenOrigin: origin)
    }
}
