import CatalogueImport
import CatalogueStore
import ItemsModel
import ShellKit
import ViperShell

/// Builds a catalogue database from several Qiita JSON files, for benchmarks whose catalogue
/// is too big for one file (the shell itself imports one source file at a time).
package enum CatalogueBuilder {
    /// Imports `files`, in order, into a new database at `databasePath` (replacing what was
    /// there). Returns the number of items the database then holds.
    package static func build(databasePath: String, files: [String]) throws -> Int {
        var items = ConcatenatedFiles(files: files)
        try ItemStoreBuilder.build(
            replacing: databasePath, from: &items, fingerprint: "files:" + files.joined(separator: ","))
        return try ItemStore(path: databasePath).count()
    }
}

/// The items of several JSON files, one after the other.
private struct ConcatenatedFiles: ItemStream {
    let files: [String]
    private var index = 0
    private var current: ItemJSONStream?

    init(files: [String]) {
        self.files = files
    }

    var fractionRead: Double {
        files.isEmpty ? 1 : (Double(index) + (current?.fractionRead ?? 0)) / Double(files.count)
    }

    mutating func next() throws(ItemSourceError) -> QiitaItem? {
        while index < files.count {
            if current == nil {
                current = ItemJSONStream(
                    source: try FileItemBytes(path: files[index], maxBytes: .max), fileName: files[index])
            }
            if let item = try current?.next() { return item }
            current = nil
            index += 1
        }
        return nil
    }
}
