import CatalogueImport
import ItemsModel

/// The demo catalogue's 1,200 items, read once from the database the binary embeds (the JSON it
/// was imported from is not shipped): the realistic catalogue tests search and browse.
package enum DemoItems {
    package static let all: [QiitaItem] = (try? DemoCatalogueSnapshot.items()) ?? []
}
