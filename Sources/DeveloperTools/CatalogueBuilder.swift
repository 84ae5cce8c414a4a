import ShellKit
import ItemsDomain
import ViperShell

/// Builds a catalogue database from several Qiita JSON files, for benchmarks whose catalogue
/// is too big for one file (the shell itself imports one source file at a time).
package enum CatalogueBuilder {
    /// Imports `files` into the database at `databasePath`: the first replaces its contents,
    /// the others are added. Returns the number of items the database then holds.
    package static func build(databasePath: String, files: [String]) throws -> Int {
        let store = try ItemStore(path: databasePath)
        for (index, file) in files.enumerated() {
            let (items, fingerprint) = try ItemFileDecoder.read(path: file)
            if index == 0 {
                try store.replaceAll(with: items, fingerprint: fingerprint, progress: nil)
            } else {
                try store.upsert(items)
            }
        }
        return try store.count()
    }
}
