import ArticleImages

/// `images`: an article's images in order, each with its alt text, address and standing.
package struct ItemImagesViewModel: Equatable, Sendable {
    /// One image of the article.
    package struct Row: Equatable, Sendable {
        package let alt: String
        package let address: String
        package let standing: ImageStanding
    }

    package let itemID: String
    package let itemTitle: String
    package let rows: [Row]
}
