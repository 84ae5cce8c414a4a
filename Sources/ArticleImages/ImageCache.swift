import Crypto
import ShellKit
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Images kept on disk for offline reading: `FOLDER/ab/abcdef…`, named by the SHA-256 of the
/// address as written and holding the file's original bytes, each written atomically (a kill at
/// any moment leaves the old file or the new, never half of one). Bounded: when a write takes
/// the total over `maximumBytes`, the least recently used files go first, down to nine tenths of
/// it; reading a file marks it used (its modification time).
package struct ImageCache: Sendable {
    /// `$XDG_CACHE_HOME/viper-shell/images`.
    package let folder: String
    /// The most the cache keeps, shared with `set image-cache` (500 MB by default, 0 keeps nothing).
    package let bound: ByteBound
    /// The cache's total as this process last counted it plus what it has written since: the
    /// folder is scanned again only when that passes the bound (another shell's writes are then
    /// counted too).
    private let usage = ImageCacheUsage()

    package static let defaultMaximumBytes = 500_000_000

    package var maximumBytes: Int {
        get { bound.value }
        nonmutating set { bound.value = newValue }
    }

    package init(folder: String, bound: ByteBound) {
        self.folder = folder
        self.bound = bound
    }

    package init(folder: String, maximumBytes: Int = ImageCache.defaultMaximumBytes) {
        self.init(folder: folder, bound: ByteBound(maximumBytes))
    }

    /// The cache of a home's layout.
    package init(layout: HomeLayout, bound: ByteBound) {
        self.init(folder: FilePath.join(layout.cacheDirectory, "images"), bound: bound)
    }

    /// Where `address`'s bytes are kept.
    package func path(for address: String) -> String {
        let digest = SHA256.hash(data: Array(address.utf8)).map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
        return FilePath.join(FilePath.join(folder, String(digest.prefix(2))), digest)
    }

    /// The cached bytes of `address`, marked as used now; nil when not cached (or unreadable).
    package func bytes(for address: String) -> [UInt8]? {
        let path = path(for: address)
        guard let bytes = try? FileReader.read(path) else { return nil }
        utimensat(AT_FDCWD, path, nil, 0)
        return bytes
    }

    /// Whether `address` is cached, without reading or marking it.
    package func contains(_ address: String) -> Bool { access(path(for: address), F_OK) == 0 }

    /// Keeps `bytes` for `address`, then trims the cache to its bound when it may have passed it.
    package func store(_ bytes: [UInt8], for address: String) throws(StorageError) {
        guard maximumBytes > 0, bytes.count <= maximumBytes else { return }
        try AtomicFileWriter.write(bytes, to: path(for: address), syncingFolder: false)
        if usage.add(bytes.count, counting: totalBytes) > maximumBytes { usage.reset(to: trim()) }
    }

    /// The cached files, oldest use first: path, size and modification time.
    package func entries() -> [(path: String, size: Int, used: Int)] {
        var found: [(path: String, size: Int, used: Int)] = []
        for shard in Self.names(in: folder) where shard.utf8.count == 2 {
            let shardPath = FilePath.join(folder, shard)
            for name in Self.names(in: shardPath) where !name.hasPrefix(".") {
                let path = FilePath.join(shardPath, name)
                var status = stat()
                guard stat(path, &status) == 0 else { continue }
                found.append((path, Int(status.st_size), Int(status.st_mtim.tv_sec) * 1_000_000_000 + Int(status.st_mtim.tv_nsec)))
            }
        }
        return found.sorted { $0.used < $1.used }
    }

    /// The total of the cached files' sizes.
    package func totalBytes() -> Int { entries().reduce(0) { $0 + $1.size } }

    /// Drops the least recently used files while the total is over the bound, down to 90% of it;
    /// the total left.
    @discardableResult
    package func trim() -> Int {
        var entries = entries()
        var total = entries.reduce(0) { $0 + $1.size }
        guard total > maximumBytes else { return total }
        let target = maximumBytes / 10 * 9
        while total > target, !entries.isEmpty {
            let oldest = entries.removeFirst()
            // Another shell may have removed it first: its size is gone all the same.
            unlink(oldest.path)
            total -= oldest.size
        }
        return total
    }

    private static func names(in folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}

/// What an `ImageCache` holds, as its process counts it: scanned once, then kept up as it writes.
private final class ImageCacheUsage: Sendable {
    private let total = Mutex<Int?>(nil)

    /// The total with `bytes` more, scanning the folder (`counting`) the first time.
    func add(_ bytes: Int, counting: () -> Int) -> Int {
        total.withLock { total in
            let now = (total ?? counting() - bytes) + bytes
            total = now
            return now
        }
    }

    func reset(to bytes: Int) { total.withLock { $0 = bytes } }
}
