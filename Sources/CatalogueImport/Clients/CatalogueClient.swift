import ItemsModel

/// The active catalogue as the modules use it: which source is active, switching it, and its
/// items by ID. `ItemCatalogue` is the live one.
package protocol CatalogueClient: Sendable {
    /// The active source and how many items it holds (importing it on first use).
    func activeSource() async throws(ItemCatalogueError) -> (source: ItemSourceSpec, count: Int)
    /// Makes `source` the active one; on failure the previous one stays.
    func activate(_ source: ItemSourceSpec) async throws(ItemCatalogueError) -> (source: ItemSourceSpec, count: Int)
    /// The item with this ID in the active catalogue, if it is there, and the active source.
    func item(id: String) async throws(ItemCatalogueError) -> (item: QiitaItem?, source: ItemSourceSpec)
    /// Keeps items fetched from the live API in the active catalogue.
    func keep(_ items: [QiitaItem]) async throws(ItemCatalogueError)
}

extension ItemCatalogue: CatalogueClient {
    package nonisolated func activeSource() async throws(ItemCatalogueError) -> (source: ItemSourceSpec, count: Int) {
        let active = try await activeStore()
        do { return (active.source, try active.store.count()) } catch { throw .store(error) }
    }

    package func activate(
        _ source: ItemSourceSpec
    ) async throws(ItemCatalogueError) -> (source: ItemSourceSpec, count: Int) {
        let active = try switchSource(to: source)
        do { return (active.source, try active.store.count()) } catch { throw .store(error) }
    }

    package nonisolated func item(
        id: String
    ) async throws(ItemCatalogueError) -> (item: QiitaItem?, source: ItemSourceSpec) {
        let active = try await activeStore()
        do { return (try active.store.item(id: id), active.source) } catch { throw .store(error) }
    }

    package nonisolated func keep(_ items: [QiitaItem]) async throws(ItemCatalogueError) {
        let active = try await activeStore()
        do { try active.store.upsert(items) } catch { throw .store(error) }
    }
}
