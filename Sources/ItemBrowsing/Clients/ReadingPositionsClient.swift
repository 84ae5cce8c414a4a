import CatalogueImport
import ItemsModel

/// Where the user stopped reading each article, kept with what they read, so that the reader
/// reopens an article there. `UserReads` is the live one.
package protocol ReadingPositionsClient: Sendable {
    /// Where the user stopped in the item, or nil (never left midway, or not read).
    func resumePosition(itemID: String) throws(ItemCatalogueError) -> ReadingPosition?
    /// Keeps `position` for the item (nil forgets it); false when the item is not read.
    @discardableResult
    func remember(_ position: ReadingPosition?, itemID: String) throws(ItemCatalogueError) -> Bool
}

extension UserReads: ReadingPositionsClient {}
