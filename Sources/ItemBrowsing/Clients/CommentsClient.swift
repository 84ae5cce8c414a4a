import CatalogueImport

/// An item's comments, from the catalogue or the live API. `ItemCommentsLoader` is the live one.
package protocol CommentsClient: Sendable {
    func comments(itemID: String) async throws(ItemCatalogueError) -> ItemComments
}

extension ItemCommentsLoader: CommentsClient {}
