import Crypto
import Foundation
import ShellKit

/// The item catalogue shared by the Items and ItemDetail modules: one SQLite store per source
/// in the cache folder, imported once and reused until the source changes. Switching to a bad
/// source leaves the previous one active.
package actor ItemCatalogue {
    /// The active source with its open store.
    package struct Active: Sendable {
        package let source: ItemSourceSpec
        package let store: ItemStore
    }

    private let cacheDirectory: String
    private let settings: JSONFileStore<ShellSettings>
    private let progress: any ImportProgress
    /// Asked during an import: true stops it (Ctrl-C), leaving the previous catalogue active.
    private let shouldStop: @Sendable () -> Bool
    /// Where to tell the user that a damaged catalogue was moved aside and rebuilt.
    private let notices: NoticeBoard?
    private let now: @Sendable () -> Date
    private var active: Active?

    package init(cacheDirectory: String, settings: JSONFileStore<ShellSettings>, progress: any ImportProgress = SilentImportProgress(),
                 shouldStop: @escaping @Sendable () -> Bool = { false }, notices: NoticeBoard? = nil,
                 now: @escaping @Sendable () -> Date = { Date() }) {
        self.cacheDirectory = cacheDirectory
        self.settings = settings
        self.progress = progress
        self.shouldStop = shouldStop
        self.notices = notices
        self.now = now
    }

    /// The active source's store, opening (and if needed importing) it on first use.
    package func activeStore() throws(ItemCatalogueError) -> Active {
        if let active { return active }
        let source: ItemSourceSpec
        do { source = try settings.load()?.source ?? .demo } catch { throw .storage(error) }
        return try open(source)
    }

    /// Makes `source` the active one (importing it if its index is missing or stale) and
    /// remembers it. On failure nothing changes.
    package func switchSource(to source: ItemSourceSpec) throws(ItemCatalogueError) -> Active {
        let opened = try open(source)
        do { try settings.update { current in current = ShellSettings(source: source) } } catch { throw .storage(error) }
        return opened
    }

    /// The active catalogue turned out damaged mid-query (a bad page deep in the index): move
    /// it aside and rebuild it, so the next try finds a whole one.
    package func healActive(reason: String) throws(ItemCatalogueError) {
        guard let damaged = active else { return }
        active = nil
        try heal(damaged.source, reason: reason)
        _ = try open(damaged.source)
    }

    /// Opens the source's store; a damaged one (not a database, malformed, from a newer
    /// viper-shell) is a cache of its source, so it is moved aside, the user told, and rebuilt.
    private func open(_ source: ItemSourceSpec) throws(ItemCatalogueError) -> Active {
        do {
            return try openOnce(source)
        } catch .store(.damaged(_, let reason)) {
            try heal(source, reason: reason)
            return try openOnce(source)
        }
    }

    /// Moves the damaged catalogue of `source` (with its journal files) aside and says so.
    private func heal(_ source: ItemSourceSpec, reason: String) throws(ItemCatalogueError) {
        let path = databasePath(for: source)
        let lock = try lock(beside: path)
        let target = "\(path).corrupt-\(CorruptFileStamp.format(now()))"
        guard rename(path, target) == 0 else {
            throw .storage(.unwritable(path: path, reason: "damaged, and it could not be moved aside: \(SystemError.describe())"))
        }
        Self.removeDatabase(at: path)
        _ = consume lock
        notices?.post(Message(source == .qiita ? .catalogueHealedLive : .catalogueHealed, reason, target))
    }

    /// Opens, migrates and (when stale) imports the source's store while holding a lock beside
    /// it: two shells starting on the same home at once must not both create the schema or
    /// import the same source (the second one waits, then finds the work done).
    private func openOnce(_ source: ItemSourceSpec) throws(ItemCatalogueError) -> Active {
        let path = databasePath(for: source)
        let lock = try lock(beside: path)
        let isNew = access(path, F_OK) != 0
        let store: ItemStore
        do throws(ItemCatalogueError) {
            do { store = try ItemStore(path: path) } catch { throw .store(error) }
            try importIfStale(source, into: store)
        } catch {
            // A source that never imported leaves no empty catalogue behind.
            if isNew { Self.removeDatabase(at: path) }
            throw error
        }
        _ = consume lock
        let opened = Active(source: source, store: store)
        active = opened
        return opened
    }

    private static func removeDatabase(at path: String) {
        for suffix in ["", "-wal", "-shm", "-journal"] { unlink(path + suffix) }
    }

    private func lock(beside path: String) throws(ItemCatalogueError) -> FileLock {
        do {
            try PrivateDirectory.ensure(cacheDirectory)
            return try FileLock(beside: path)
        } catch {
            throw .storage(error)
        }
    }

    private func importIfStale(_ source: ItemSourceSpec, into store: ItemStore) throws(ItemCatalogueError) {
        let current: String?
        do { current = try store.sourceFingerprint() } catch { throw .store(error) }
        switch source {
        case .qiita:
            // A cache of what the API returned: nothing to import.
            return
        case .demo:
            let fingerprint = "demo:\(DefaultCatalogueData.version)"
            guard current != fingerprint else { return }
            let items: [QiitaItem]
            do { items = try ItemFileDecoder.decode(Data(DefaultCatalogueData.json.utf8), fileName: "demo") } catch {
                throw .embeddedCatalogue(error)
            }
            try replace(store, with: items, fingerprint: fingerprint)
        case .file(let path):
            guard let fingerprint = FileFingerprint.of(path), fingerprint == current else {
                let items: [QiitaItem]
                do { items = try ItemFileDecoder.items(path: path) } catch { throw .source(error) }
                try replace(store, with: items, fingerprint: FileFingerprint.of(path) ?? "file:unknown")
                return
            }
        }
    }

    private func replace(_ store: ItemStore, with items: [QiitaItem], fingerprint: String) throws(ItemCatalogueError) {
        let reporter = progress.begin()
        defer { reporter.finish() }
        do {
            try store.replaceAll(with: items, fingerprint: fingerprint, progress: { done, total in reporter.update(done: done, total: total) },
                                 shouldStop: shouldStop)
        } catch {
            throw .store(error)
        }
    }

    /// `items-demo.sqlite`, or `items-<hash of the path>.sqlite` for a file.
    private func databasePath(for source: ItemSourceSpec) -> String {
        switch source {
        case .demo:
            return FilePath.join(cacheDirectory, "items-demo.sqlite")
        case .qiita:
            return FilePath.join(cacheDirectory, "items-qiita.sqlite")
        case .file(let path):
            let digest = SHA256.hash(data: Data(path.utf8)).prefix(8).map { String(format: "%02x", $0) }.joined()
            return FilePath.join(cacheDirectory, "items-\(digest).sqlite")
        }
    }
}
