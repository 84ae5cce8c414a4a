import CatalogueImport
import CatalogueStore

/// Writes the demo catalogue's snapshot (`DemoCatalogueSnapshot`): imports the demo's JSON (made
/// by `Scripts/generate-items`, never shipped) into a new database the way a fresh home once did.
/// `Scripts/regenerate-catalogue` puts the result in `Sources/CDemoCatalogue`; the benchmark
/// times it as the import the snapshot saves.
package enum DemoSnapshotWriter {
    /// Imports the JSON file `source` into a new database at `path` (replacing what was there);
    /// returns the number of items it holds.
    package static func write(from source: String, to path: String) throws -> Int {
        try DemoCatalogueSnapshot.importJSON(from: source, replacing: path)
        return try ItemStore(path: path).count()
    }
}
