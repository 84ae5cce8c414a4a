import CatalogueImport
import FoundationEssentials
import ItemsModel
import ShellKit
import UserState

/// One user's read state as the modules use it: marking also drops the listing loader's
/// prepared page when that page depends on what was read (`is:` queries, the history).
package struct UserReads: Sendable {
    package let store: ReadStateStore
    package let userID: String
    package let clock: ShellClock
    package let loader: ItemListingLoader

    package init(store: ReadStateStore, userID: String, clock: ShellClock, loader: ItemListingLoader) {
        self.store = store
        self.userID = userID
        self.clock = clock
        self.loader = loader
    }

    /// Which of these items the user read.
    package func readIDs(among itemIDs: [String]) throws(ItemCatalogueError) -> Set<String> {
        let marks: [ReadMark]
        do { marks = try store.marks(for: userID) } catch { throw .storage(error) }
        guard !marks.isEmpty, !itemIDs.isEmpty else { return [] }
        let wanted = Set(itemIDs)
        return Set(marks.lazy.map(\.item.id).filter(wanted.contains))
    }

    /// The item as it was when read (without its body), or nil when it was not read.
    package func readItem(id: String) throws(ItemCatalogueError) -> QiitaItem? {
        do { return try store.marks(for: userID).first { $0.item.id == id }?.item } catch { throw .storage(error) }
    }

    /// Marks the item read now; false when it had been read before.
    @discardableResult
    package func markRead(_ item: QiitaItem) throws(ItemCatalogueError) -> Bool {
        defer { loader.invalidateMarkedPages() }
        do { return try store.markRead(item, for: userID, at: clock.now()) } catch { throw .storage(error) }
    }

    /// Marks every item read now, in one write; how many were not read before.
    package func markRead(_ items: [QiitaItem]) throws(ItemCatalogueError) -> Int {
        defer { loader.invalidateMarkedPages() }
        do { return try store.markRead(items, for: userID, at: clock.now()) } catch { throw .storage(error) }
    }

    /// Marks the item unread; false when it was not read.
    package func markUnread(itemID: String) throws(ItemCatalogueError) -> Bool {
        defer { loader.invalidateMarkedPages() }
        do { return try store.markUnread(itemID: itemID, for: userID) } catch { throw .storage(error) }
    }

    /// Forgets the whole history; how many items it held.
    package func clear() throws(ItemCatalogueError) -> Int {
        defer { loader.invalidateMarkedPages() }
        do { return try store.clear(for: userID) } catch { throw .storage(error) }
    }

    /// Where the user stopped in the item, or nil (never left midway, or not read).
    package func resumePosition(itemID: String) throws(ItemCatalogueError) -> ReadingPosition? {
        do { return try store.marks(for: userID).first { $0.item.id == itemID }?.resume } catch {
            throw .storage(error)
        }
    }

    /// Keeps `position` for the read item (nil forgets it); false when the item is not read.
    /// Listings do not show positions, so their prepared pages stay.
    @discardableResult
    package func remember(_ position: ReadingPosition?, itemID: String) throws(ItemCatalogueError) -> Bool {
        do { return try store.setResume(position, itemID: itemID, for: userID) } catch { throw .storage(error) }
    }

    /// How many items the user read.
    package func count() throws(ItemCatalogueError) -> Int {
        do { return try store.marks(for: userID).count } catch { throw .storage(error) }
    }
}
