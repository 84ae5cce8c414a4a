/// An item as `QiitaItemQuickDecoder` reads it: the fields of ItemsModel's `QiitaItem`, as plain
/// values (this target sees no type of the project's), which CatalogueImport maps one to one.
package struct QuickItem: Sendable, Equatable {
    package var id: String
    package var title: String
    package var body: String
    package var url: String
    package var user: QuickUser
    package var tags: [QuickTag]
    package var likesCount: Int
    package var stocksCount: Int
    package var commentsCount: Int
    package var createdAt: String
    package var updatedAt: String
    /// nil when the item has no `comments` key or it is null.
    package var comments: [QuickComment]?
}

/// An item's or a comment's author: `QiitaUser`'s fields (a missing or null name is "").
package struct QuickUser: Sendable, Equatable {
    package var id: String
    package var name: String
    package var githubLoginName: String?
}

/// A tag and its versions: `QiitaTag`'s fields (missing or null versions are empty).
package struct QuickTag: Sendable, Equatable {
    package var name: String
    package var versions: [String]
}

/// A comment: `QiitaComment`'s fields.
package struct QuickComment: Sendable, Equatable {
    package var id: String
    package var body: String
    package var renderedBody: String?
    package var createdAt: String
    package var updatedAt: String
    package var user: QuickUser
}
