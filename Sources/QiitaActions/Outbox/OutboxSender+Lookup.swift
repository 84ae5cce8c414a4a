import FoundationEssentials
import ItemsModel
import QiitaAPI

extension OutboxSender {
    /// How far before the recorded send time Qiita's `created_at` may lie (the two clocks differ).
    static let clockSlack: TimeInterval = 600
    /// Pages of the user's own articles looked through for one created by a send cut short.
    static let ownItemPages = 3

    /// What Qiita made for an action whose answer never arrived.
    struct Found {
        var id: String
        var updatedAt: String?
        var comment: QiitaComment?
        var item: QiitaItem?
    }

    /// The comment or article a creating action made, if Qiita has one: by the token's user,
    /// with the same text, created since the request went out (less the clocks' slack).
    func lookUp(_ action: OutboxAction, sentSince sentAt: Date) async throws(QiitaAPIError) -> Found? {
        let earliest = Int64((sentAt.timeIntervalSince1970 - Self.clockSlack).rounded(.down))
        let user = try await spend { () async throws(QiitaAPIError) in try await api.tokenUser() }
        switch action {
        case .comment(let itemID, _, let body):
            guard let comments = try await spend({ () async throws(QiitaAPIError) in try await api.comments(itemID: itemID) })
            else { throw .notFound }
            let match = comments.last { comment in
                comment.user.id == user && ArticleComparison.sameText(comment.body, body)
                    && (ItemTimestamp.epochSeconds(comment.createdAt) ?? 0) >= earliest
            }
            return match.map { Found(id: $0.id, updatedAt: $0.updatedAt, comment: $0) }
        case .publish(let draft) where draft.id == nil:
            for page in 1...Self.ownItemPages {
                let answer = try await spend { () async throws(QiitaAPIError) in
                    try await api.ownItems(page: page, perPage: 20)
                }
                if let item = answer.items.first(where: { item in
                    item.user.id == user && ArticleComparison.holds(draft, item)
                        && (ItemTimestamp.epochSeconds(item.createdAt) ?? 0) >= earliest
                }) {
                    return Found(id: item.id, updatedAt: item.updatedAt, item: item)
                }
                // Newest first: once older than the request, nothing further can be it.
                let oldest = answer.items.last.flatMap { ItemTimestamp.epochSeconds($0.createdAt) } ?? 0
                if !answer.hasMore || oldest < earliest { break }
            }
            return nil
        default:
            return nil
        }
    }
}
