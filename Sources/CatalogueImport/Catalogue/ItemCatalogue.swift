import CatalogueStore
import Crypto
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ItemsModel
import ShellKit
import Synchronization

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
    /// The site the mirror belongs to: nil for qiita.com, else the team's `host[:port]`. Set
    /// again once the user is known (their follows may be on another site than `--api-url`'s).
    private nonisolated let mirrorSite: Mutex<String?>
    private let settings: JSONFileStore<ShellSettings>
    private let progress: any ImportProgress
    /// Asked during an import: true stops it (Ctrl-C), leaving the previous catalogue active.
    private let shouldStop: @Sendable () -> Bool
    /// Where to tell the user that a damaged catalogue was moved aside and rebuilt.
    private let notices: NoticeBoard?
    private let now: @Sendable () -> Date
    private var active: Active? {
        didSet { opened.withLock { $0 = active } }
    }
    /// The active source and store, readable without waiting for the actor: completion while
    /// typing, and every command once the store is open (see `activeStore`).
    private nonisolated let opened = Mutex<Active?>(nil)
    /// The warm-up import started by `warmUpFreshDemo`, if any.
    private nonisolated let warmUp = Mutex<Task<Void, Never>?>(nil)

    package init(
        cacheDirectory: String, settings: JSONFileStore<ShellSettings>,
        progress: any ImportProgress = SilentImportProgress(),
        shouldStop: @escaping @Sendable () -> Bool = { false }, notices: NoticeBoard? = nil,
        now: @escaping @Sendable () -> Date = { Date() }, mirrorSite: String? = nil
    ) {
        self.cacheDirectory = cacheDirectory
        self.mirrorSite = Mutex(mirrorSite)
        self.settings = settings
        self.progress = progress
        self.shouldStop = shouldStop
        self.notices = notices
        self.now = now
    }

    /// Makes the mirror `site`'s (nil: qiita.com's): an open mirror of another site is left
    /// for this one at the next command.
    package nonisolated func useMirrorSite(_ site: String?) {
        mirrorSite.withLock { $0 = site }
    }

    /// Whether `active` is a mirror, and not the one of the site in use now.
    private nonisolated func isOtherSitesMirror(_ active: Active) -> Bool {
        active.source == .mirror && active.store.path != databasePath(for: .mirror)
    }

    /// The source in use: the open store's, else the one chosen last (never opens a store).
    package nonisolated var activeSourceSpec: ItemSourceSpec {
        if let source = opened.withLock({ $0?.source }) { return source }
        return (try? settings.load()?.source) ?? .demo
    }

    /// The store open now, if any: never opens or imports one.
    package nonisolated var openedStore: ItemStore? { opened.withLock { $0?.store } }

    /// The active source's store, opening (and if needed importing) it on first use. Once it is
    /// open and still the file on disk, it is returned on the caller's executor, without a
    /// hop to the actor and back for every command.
    package nonisolated func activeStore() async throws(ItemCatalogueError) -> Active {
        if let active = opened.withLock({ $0 }), !active.store.wasReplacedOnDisk, !isOtherSitesMirror(active) {
            return active
        }
        return try await openedActiveStore()
    }

    /// `activeStore` on the actor: opens, reopens or imports the store.
    private func openedActiveStore() throws(ItemCatalogueError) -> Active {
        if let active, isOtherSitesMirror(active) {
            self.active = nil
            return try open(.mirror)
        }
        if let active {
            // Another shell may have re-imported the source since: its new file replaced ours.
            // Reopen it, but never import here (this may be a page prepared in the background);
            // with no file in its place, the one already open is still whole and readable.
            guard active.store.wasReplacedOnDisk, access(active.store.path, F_OK) == 0,
                let reopened = try? ItemStore(path: active.store.path)
            else { return active }
            self.active = Active(source: active.source, store: reopened)
            return self.active!
        }
        let source: ItemSourceSpec
        do { source = try settings.load()?.source ?? .demo } catch { throw .storage(error) }
        return try open(source)
    }

    /// Starts importing the embedded catalogue now if the home is fresh (no settings, so the
    /// demo is the source, and no catalogue yet): called as a user starts to log in, so that
    /// the import runs while they type their password and scrypt hashes it, not when they
    /// first search. Any other case waits for first use (a file import shows progress and may
    /// fail, which belongs to a command).
    package nonisolated func warmUpFreshDemo() {
        warmUp.withLock { task in
            if task == nil { task = Task.detached(priority: .utility) { await self.prepareFreshDemo() } }
        }
    }

    private func prepareFreshDemo() {
        // A home with no settings yet is on the demo; one with settings (even damaged ones,
        // which the user is told about when a command reads them) waits for first use.
        guard active == nil, access(settings.path, F_OK) != 0, access(databasePath(for: .demo), F_OK) != 0 else {
            return
        }
        _ = try? open(.demo, quietly: true)
    }

    /// Returns once no work of the catalogue is running (the shell waits for a warm-up import
    /// before it exits, rather than leave it half done).
    package nonisolated func settle() async {
        await warmUp.withLock { $0 }?.value
    }

    /// Makes `source` the active one (importing it if its index is missing or stale) and, unless
    /// `remembers` is false (`--source` on the command line is for that run only, as gh's `-R`
    /// is), remembers it for later sessions. On failure nothing changes.
    package func switchSource(
        to source: ItemSourceSpec, remembers: Bool = true
    ) throws(ItemCatalogueError) -> Active {
        let opened = try open(source)
        guard remembers else { return opened }
        do { try settings.update { current in current = ShellSettings(source: source) } } catch {
            throw .storage(error)
        }
        return opened
    }

    /// The mirror's store, for `sync` to write into: the active one when the mirror is active,
    /// else opened (created, or healed when damaged) on its own, its sync tables made.
    package func mirrorStore() throws(ItemCatalogueError) -> ItemStore {
        let store: ItemStore
        if let active, active.source == .mirror, !active.store.wasReplacedOnDisk, !isOtherSitesMirror(active) {
            store = active.store
        } else {
            store = try open(.mirror, keepsActive: false).store
        }
        do { try store.prepareMirror() } catch { throw .store(error) }
        return store
    }

    /// `items-mirror.sqlite` for qiita.com; for a team, its host (and port) in the name.
    package static func mirrorFileName(site: String?) -> String {
        guard let site else { return "items-mirror.sqlite" }
        let safe = String(
            site.unicodeScalars.map { scalar -> Character in
                switch scalar {
                case "A"..."Z", "a"..."z", "0"..."9", ".", "-": Character(scalar)
                default: "_"
                }
            })
        return "items-mirror-\(safe).sqlite"
    }

    /// The active catalogue turned out damaged mid-query (a bad page deep in the index): move
    /// it aside and rebuild it, so the next try finds a whole one. `store` is the one the query
    /// read: when another command has healed it since, the new one is left alone.
    package func healActive(reason: String, ifStill store: ItemStore? = nil) throws(ItemCatalogueError) {
        guard let damaged = active, store.map({ $0 === damaged.store }) ?? true else { return }
        active = nil
        try heal(damaged.source, reason: reason)
        _ = try open(damaged.source)
    }

    /// Opens the source's store; a damaged one (not a database, malformed, from a newer
    /// viper-shell) is a cache of its source, so it is moved aside, the user told, and rebuilt.
    private func open(
        _ source: ItemSourceSpec, quietly: Bool = false, keepsActive: Bool = true
    ) throws(ItemCatalogueError) -> Active {
        do {
            return try openOnce(source, quietly: quietly, keepsActive: keepsActive)
        } catch .store(.damaged(_, let reason)) {
            try heal(source, reason: reason)
            return try openOnce(source, quietly: quietly, keepsActive: keepsActive)
        }
    }

    /// Moves the damaged catalogue of `source` (with its journal files) aside and says so.
    private func heal(_ source: ItemSourceSpec, reason: String) throws(ItemCatalogueError) {
        let path = databasePath(for: source)
        let lock = try lock(beside: path)
        // Two heals within a second must not put the second file over the first.
        let stamped = "\(path).corrupt-\(CorruptFileStamp.format(now()))"
        var target = stamped
        var number = 1
        while access(target, F_OK) == 0 {
            number += 1
            target = "\(stamped)-\(number)"
        }
        guard rename(path, target) == 0 else {
            throw .storage(
                .unwritable(path: path, reason: "damaged, and it could not be moved aside: \(SystemError.describe())"))
        }
        ItemStoreBuilder.removeDatabase(at: path)
        ItemStoreBuilder.removeBuildFiles(of: path)
        _ = consume lock
        let message =
            switch source {
            case .qiita: ImportMessage.catalogueHealedLive
            case .mirror: ImportMessage.catalogueHealedMirror
            case .demo, .file: ImportMessage.catalogueHealed
            }
        notices?.post(Message(message, reason, target))
    }

    /// Opens, migrates and (when stale) imports the source's store while holding a lock beside
    /// it: two shells starting on the same home at once must not both create the schema or
    /// import the same source (the second one waits, then finds the work done).
    private func openOnce(
        _ source: ItemSourceSpec, quietly: Bool, keepsActive: Bool = true
    ) throws(ItemCatalogueError) -> Active {
        let path = databasePath(for: source)
        let lock = try lock(beside: path)
        var store = access(path, F_OK) == 0 || source == .qiita || source == .mirror ? try openStore(at: path) : nil
        if let wanted = wantedFingerprint(of: source) {
            let recorded: String?
            do { recorded = try store?.sourceFingerprint() } catch { throw .store(error) }
            if recorded == nil || recorded != wanted {
                store = nil
                try importSource(source, replacing: path, fingerprint: wanted, quietly: quietly)
            }
        }
        let current: ItemStore
        if let store { current = store } else { current = try openStore(at: path) }
        let opened = Active(source: source, store: current)
        _ = consume lock
        if keepsActive { active = opened }
        return opened
    }

    private func lock(beside path: String) throws(ItemCatalogueError) -> FileLock {
        do {
            try PrivateDirectory.ensure(cacheDirectory)
            return try FileLock(beside: path)
        } catch {
            throw .storage(error)
        }
    }

    private func openStore(at path: String) throws(ItemCatalogueError) -> ItemStore {
        do { return try ItemStore(path: path) } catch { throw .store(error) }
    }

    /// What the catalogue of `source` must have been imported from to be current; nil for the
    /// live source's cache, which is never imported. A file that cannot be looked at is stale.
    private func wantedFingerprint(of source: ItemSourceSpec) -> String? {
        switch source {
        case .qiita, .mirror: nil
        case .demo: DemoCatalogueSnapshot.fingerprint
        case .file(let path): FileFingerprint.of(path) ?? "file:unknown"
        }
    }

    /// Builds the catalogue of `source` anew and puts it at `path`; on failure the previous one
    /// stays as it was.
    /// `quietly`: no progress line and no stop on Ctrl-C (a warm-up while the user types a
    /// password must neither draw over the prompt nor take the Ctrl-C meant for it).
    private func importSource(
        _ source: ItemSourceSpec, replacing path: String, fingerprint: String, quietly: Bool
    ) throws(ItemCatalogueError) {
        let reporter = quietly ? SilentImportProgress().begin() : progress.begin()
        defer { reporter.finish() }
        let shouldStop = quietly ? { false } : shouldStop
        let observer = ItemStoreBuilder.Observer(
            progress: { items, fraction in reporter.update(items: items, fraction: fraction) },
            indexing: { reporter.indexing() }, shouldStop: { shouldStop() })
        let items: any ItemStream
        switch source {
        case .qiita, .mirror:
            return
        case .demo:
            // The demo comes already imported. A copy older than the schema (the snapshot not
            // regenerated after a migration) is imported again from its own items, read back.
            if DemoCatalogueSnapshot.install(replacing: path, fingerprint: fingerprint) { return }
            do {
                items = ArrayItemStream(try DemoCatalogueSnapshot.items())
            } catch {
                throw .embeddedCatalogue(.notReadable(path: "demo", reason: String(describing: error)))
            }
        case .file(let file):
            do { items = ItemJSONStream(source: try FileItemBytes(path: file, maxBytes: .max), fileName: file) } catch {
                throw .source(error)
            }
        }
        var prefetched = PrefetchingItemStream(items)
        do {
            try ItemStoreBuilder.build(replacing: path, from: &prefetched, fingerprint: fingerprint, observer: observer)
        } catch {
            switch error {
            // A bad embedded catalogue is a build problem, never the user's file.
            case .source(let problem): throw source == .demo ? .embeddedCatalogue(problem) : .source(problem)
            case .store(let problem): throw .store(problem)
            }
        }
    }

    /// `items-demo.sqlite`, or `items-<hash of the path>.sqlite` for a file.
    private nonisolated func databasePath(for source: ItemSourceSpec) -> String {
        switch source {
        case .demo:
            return FilePath.join(cacheDirectory, "items-demo.sqlite")
        case .qiita:
            return FilePath.join(cacheDirectory, "items-qiita.sqlite")
        case .mirror:
            return FilePath.join(cacheDirectory, Self.mirrorFileName(site: mirrorSite.withLock { $0 }))
        case .file(let path):
            let digest = NumberText.hex(SHA256.hash(data: Data(path.utf8)).prefix(8))
            return FilePath.join(cacheDirectory, "items-\(digest).sqlite")
        }
    }
}
