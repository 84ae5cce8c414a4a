#if canImport(Glibc)
import Glibc
#endif
import FoundationEssentials
import Synchronization

/// One JSON state file (session, accounts, stocks…): read, written atomically, changed under an
/// advisory lock, created 0600 in a 0700 folder. A file that does not parse is moved aside to
/// `NAME.corrupt-<timestamp>` and reported, never silently overwritten: with a `recovery`
/// board the store posts a notice there and carries on as if the file were missing (the
/// command that found it still runs, on defaults); without one it throws `.corrupt`.
///
/// The last document this store wrote is kept with the bytes it wrote: while the file still
/// holds exactly those bytes, it is not decoded again (an item opened marks it read, and the
/// listing then asks what was read, without a decode). Anything else on disk is decoded.
///
/// `Document` is only required to be `Codable` by the methods that read and write: a
/// requirement on the type itself is checked by the Swift runtime, scanning every conformance
/// in the binary, whenever the type's metadata is first built, and the shell builds one store
/// per state file as it starts.
package struct JSONFileStore<Document: Sendable>: Sendable {
    package let path: String
    /// The clock used to stamp the name of a corrupt file moved aside.
    package let now: @Sendable () -> Date
    /// Where to report a corrupt file that was moved aside instead of failing.
    package let recovery: NoticeBoard?
    /// False leaves out the flush of the folder after each write (see `AtomicFileWriter`).
    package let syncsFolder: Bool
    /// True when every document this store is given reads back equal to itself (its dates in
    /// whole seconds, no other lossy field): the document written is then kept as given, where
    /// otherwise the bytes written are decoded to keep it as it reads back.
    package let readsBackAsWritten: Bool
    /// The last document written, with its bytes.
    private let lastWritten = LastWrittenDocument<Document>()
    /// Reads a document by hand before `JSONDecoder` is asked (`readingFirst(with:)`).
    private var quickDecoder: (@Sendable ([UInt8]) -> Document?)?

    package init(
        path: String, now: @escaping @Sendable () -> Date = { Date() }, recovery: NoticeBoard? = nil,
        syncsFolder: Bool = true,
        readsBackAsWritten: Bool = false
    ) {
        self.path = path
        self.syncsFolder = syncsFolder
        self.readsBackAsWritten = readsBackAsWritten
        self.now = now
        self.recovery = recovery
    }
}

extension JSONFileStore {
    /// This store, reading each file first with `quick`, which gives the document exactly as
    /// `JSONDecoder` would or nil when unsure (then `JSONDecoder` decides). For the files every
    /// start reads: a decoder's generic containers cost a start the Swift runtime's metadata
    /// lookups, which scan every protocol conformance in the binary (`StateFileQuickDecoder`).
    package func readingFirst(with quick: @escaping @Sendable ([UInt8]) -> Document?) -> Self {
        var store = self
        store.quickDecoder = quick
        return store
    }
}

extension JSONFileStore where Document: Codable {
    /// The document, or nil when the file does not exist yet (or was corrupt and recovered).
    /// A file that does not parse as read is judged again under the lock, where no other shell
    /// can be replacing it meanwhile, before it is moved aside.
    package func load() throws(StorageError) -> Document? {
        guard let bytes = try FileReader.read(path) else { return nil }
        if let document = lastWritten.document(ifWritten: bytes) ?? decoded(bytes) { return document }
        let lock = try FileLock(beside: path)
        let document = try loadLocked()
        _ = consume lock
        return document
    }

    /// `load` for a caller that holds the file's lock.
    private func loadLocked() throws(StorageError) -> Document? {
        guard let bytes = try FileReader.read(path) else { return nil }
        if let document = lastWritten.document(ifWritten: bytes) ?? decoded(bytes) { return document }
        guard let movedTo = try moveAside() else { return nil }
        guard let recovery else { throw .corrupt(path: path, movedTo: movedTo) }
        recovery.post(Message(ShellMessage.storageCorruptRecovered, path, movedTo))
        return nil
    }

    /// Replaces the document atomically.
    package func save(_ document: Document) throws(StorageError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        let data: Data
        do { data = try encoder.encode(document) } catch {
            throw .unwritable(path: path, reason: "cannot encode: \(error)")
        }
        let bytes = Array(data) + [0x0A]
        try AtomicFileWriter.write(bytes, to: path, syncingFolder: syncsFolder)
        // Kept as it reads back (ISO 8601 dates lose their fractions of a second), not as given,
        // unless the caller vouches that the two are equal.
        lastWritten.remember(readsBackAsWritten ? (bytes, document) : decoded(bytes).map { (bytes, $0) })
    }

    /// Read-modify-write under the file's lock, so concurrent shells never lose an update.
    /// `change` gets the current document (nil when missing) and may edit it; it is written
    /// back only if it changed. A corrupt file is moved aside and reported before anything runs.
    package func update<Result>(
        _ change: (inout Document?) throws(StorageError) -> Result
    ) throws(StorageError) -> Result
    where Document: Equatable {
        try PrivateDirectory.ensure(FilePath.parent(of: path))
        let lock = try FileLock(beside: path)
        let original = try loadLocked()
        var document = original
        let result = try change(&document)
        if document != original {
            if let document { try save(document) } else { try remove() }
        }
        _ = consume lock
        return result
    }

    /// Deletes the file; a missing file is fine.
    package func remove() throws(StorageError) {
        lastWritten.remember(nil)
        if unlink(path) != 0 && errno != ENOENT {
            throw .unwritable(path: path, reason: SystemError.describe())
        }
    }

    private func decoded(_ bytes: [UInt8]) -> Document? {
        if let document = quickDecoder?(bytes) { return document }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try? decoder.decode(Document.self, from: Data(bytes))
    }

    /// Renames the file to a name no other file has (`link` refuses an existing one); nil when
    /// the file is gone already.
    private func moveAside() throws(StorageError) -> String? {
        let stamp = CorruptFileStamp.format(now())
        var suffix = 1
        while true {
            let target = suffix == 1 ? "\(path).corrupt-\(stamp)" : "\(path).corrupt-\(stamp)-\(suffix)"
            if link(path, target) == 0 {
                unlink(path)
                return target
            }
            switch errno {
            case EEXIST: suffix += 1
            case ENOENT: return nil
            default:
                throw .unreadable(
                    path: path, reason: "does not parse and could not be moved aside: \(SystemError.describe())")
            }
        }
    }
}

/// The document a `JSONFileStore` last wrote, with the bytes it wrote.
final class LastWrittenDocument<Document: Sendable>: Sendable {
    private let slot = Mutex<(bytes: [UInt8], document: Document)?>(nil)

    func remember(_ written: (bytes: [UInt8], document: Document)?) {
        slot.withLock { $0 = written }
    }

    /// The document, when `bytes` are the ones written.
    func document(ifWritten bytes: [UInt8]) -> Document? {
        slot.withLock { kept in kept.flatMap { $0.bytes == bytes ? $0.document : nil } }
    }
}
