/// An article to create or update on Qiita, read from a qiita-cli Markdown file (`publish`):
/// the front matter's fields and the body after it. `id` nil creates the article; with an `id`,
/// `updatedAt` is the copy the file was last in step with (Qiita's newer copy is not overwritten
/// unless `force`).
package struct ArticleDraft: Codable, Sendable, Equatable {
    /// The file it came from (absolute), where the new `id` and `updated_at` are written back.
    package var file: String
    package var title: String
    package var body: String
    /// Tag names in the file's order (qiita-cli keeps it); versions are not written by qiita-cli.
    package var tags: [String]
    package var isPrivate: Bool
    package var id: String?
    package var updatedAt: String?
    package var organization: String?
    package var slide: Bool
    /// Overwrite Qiita's copy even when it is newer than `updatedAt` (`publish --force`).
    package var force: Bool

    package init(
        file: String, title: String, body: String, tags: [String], isPrivate: Bool = false, id: String? = nil,
        updatedAt: String? = nil, organization: String? = nil, slide: Bool = false, force: Bool = false
    ) {
        self.file = file
        self.title = title
        self.body = body
        self.tags = tags
        self.isPrivate = isPrivate
        self.id = id
        self.updatedAt = updatedAt
        self.organization = organization
        self.slide = slide
        self.force = force
    }
}
