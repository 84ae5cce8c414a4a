import FastPaths
import ItemsModel

/// `QiitaItemQuickDecoder`'s plain values as the model's items, field for field: the quick
/// decoder (FastPaths) knows no type of ItemsModel's.
enum QuickItemMapping {
    /// The item `quick` holds.
    static func item(_ quick: QuickItem) -> QiitaItem {
        QiitaItem(
            id: quick.id, title: quick.title, body: quick.body, url: quick.url, user: user(quick.user),
            tags: quick.tags.map { QiitaTag(name: $0.name, versions: $0.versions) },
            likesCount: quick.likesCount, stocksCount: quick.stocksCount, commentsCount: quick.commentsCount,
            createdAt: quick.createdAt, updatedAt: quick.updatedAt, comments: quick.comments?.map(comment))
    }

    private static func user(_ quick: QuickUser) -> QiitaUser {
        QiitaUser(id: quick.id, name: quick.name, githubLoginName: quick.githubLoginName)
    }

    private static func comment(_ quick: QuickComment) -> QiitaComment {
        QiitaComment(
            id: quick.id, body: quick.body, renderedBody: quick.renderedBody, createdAt: quick.createdAt,
            updatedAt: quick.updatedAt, user: user(quick.user))
    }
}
