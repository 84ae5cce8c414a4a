import CatalogueImport
import CatalogueStore
import ItemsModel

extension ItemStore {
    /// A catalogue at `path` imported from `items` the way the shell imports a source
    /// (`ItemStoreBuilder`), opened.
    package static func built(
        at path: String, with items: [QiitaItem], fingerprint: String = "fixtures"
    ) throws -> ItemStore {
        var stream = ArrayItemStream(items)
        try ItemStoreBuilder.build(replacing: path, from: &stream, fingerprint: fingerprint)
        return try ItemStore(path: path)
    }
}
