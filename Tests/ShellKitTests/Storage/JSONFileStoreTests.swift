import Foundation
import Testing
@testable import ShellKit
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A small document to store.
private struct Ledger: Codable, Equatable, Sendable {
    var entries: [String]
}

/// A document with a date.
private struct Stamp: Codable, Equatable, Sendable {
    var at: Date
}

/// JSON state files on a real file system: atomic, private, locked, and never silently lost.
@Suite struct JSONFileStoreTests {
    static let stampDate = Date(timeIntervalSince1970: 1_800_000_000)  // 2027-01-15T08:00:00Z

    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
    }

    private func store(_ name: String = "ledger.json") -> JSONFileStore<Ledger> {
        JSONFileStore(path: folder.file(name), now: { Self.stampDate })
    }

    @Test func aMissingFileLoadsAsNil() throws {
        #expect(try store().load() == nil)
        #expect(try folder.contents().isEmpty, "loading creates nothing")
    }

    @Test func whatIsSavedLoadsBack() throws {
        try store().save(Ledger(entries: ["a", "ü", "東京"]))
        #expect(try store().load() == Ledger(entries: ["a", "ü", "東京"]))
        let text = try #require(FileFacts.text(folder.file("ledger.json")))
        #expect(text.hasSuffix("}\n"))
    }

    @Test func whatAStoreWroteIsReadFromMemoryOnlyWhileTheFileIsStillItsOwn() throws {
        let mine = store(), other = store()
        try mine.save(Ledger(entries: ["mine"]))
        #expect(try mine.load() == Ledger(entries: ["mine"]))
        // Another shell replaces the file: the document kept in memory no longer counts.
        try other.save(Ledger(entries: ["theirs"]))
        #expect(try mine.load() == Ledger(entries: ["theirs"]))
        // Rewritten in place by something else (same inode, other size): read from disk too.
        try mine.save(Ledger(entries: ["mine again"]))
        try Data(#"{"entries":["edited by hand"]}"#.utf8).write(to: URL(fileURLWithPath: folder.file("ledger.json")))
        #expect(try mine.load() == Ledger(entries: ["edited by hand"]))
        #expect(
            try mine.update { (document: inout Ledger?) throws(StorageError) -> Int in document?.entries.count ?? 0 }
                == 1)
    }

    @Test func whatAStoreWroteReadsBackAsAnotherShellReadsIt() throws {
        let path = folder.file("stamped.json")
        let mine = JSONFileStore<Stamp>(path: path), other = JSONFileStore<Stamp>(path: path)
        // ISO 8601 in the file keeps whole seconds: the writer must not see more than others do.
        try mine.save(Stamp(at: Date(timeIntervalSince1970: 1_800_000_000.75)))
        #expect(try mine.load() == other.load())
        #expect(try mine.load()?.at == Date(timeIntervalSince1970: 1_800_000_000))
    }

    @Test func aStoreThatDoesNotSyncItsFolderStillWritesWholePrivateFiles() throws {
        let quick = JSONFileStore<Ledger>(path: folder.file("quick.json"), now: { Self.stampDate }, syncsFolder: false)
        for round in 0..<5 { try quick.save(Ledger(entries: Array(repeating: "y", count: round))) }
        #expect(try folder.contents() == ["quick.json"])
        #expect(FileFacts.mode(folder.file("quick.json")) == 0o600)
        #expect(try store("quick.json").load()?.entries.count == 4)
    }

    @Test func savingLeavesNoTemporaryFilesBehind() throws {
        for round in 0..<5 { try store().save(Ledger(entries: Array(repeating: "x", count: round))) }
        #expect(try folder.contents() == ["ledger.json"])
        #expect(try store().load()?.entries.count == 4)
    }

    @Test func filesAreCreatedReadableByTheOwnerOnly() throws {
        try store().save(Ledger(entries: []))
        #expect(FileFacts.mode(folder.file("ledger.json")) == 0o600)
    }

    @Test func replacingAWorldReadableFileMakesItPrivate() throws {
        let path = try folder.write("{\"entries\":[]}", to: "ledger.json")
        chmod(path, 0o644)
        try store().save(Ledger(entries: ["new"]))
        #expect(FileFacts.mode(path) == 0o600)
    }

    @Test func missingFoldersAreCreatedPrivate() throws {
        let nested = JSONFileStore<Ledger>(path: folder.file("state/viper-shell/ledger.json"))
        try nested.save(Ledger(entries: ["x"]))
        #expect(FileFacts.mode(folder.file("state")) == 0o700)
        #expect(FileFacts.mode(folder.file("state/viper-shell")) == 0o700)
        #expect(FileFacts.mode(folder.file("state/viper-shell/ledger.json")) == 0o600)
    }

    @Test func updatesCreateMissingFoldersPrivateToo() throws {
        let nested = JSONFileStore<Ledger>(path: folder.file("config/ledger.json"))
        try nested.update { $0 = Ledger(entries: ["x"]) }
        #expect(FileFacts.mode(folder.file("config")) == 0o700)
        #expect(try nested.load() == Ledger(entries: ["x"]))
    }

    @Test func anExistingFolderKeepsItsMode() throws {
        let shared = folder.file("shared")
        mkdir(shared, 0o755)
        chmod(shared, 0o755)
        try JSONFileStore<Ledger>(path: shared + "/ledger.json").save(Ledger(entries: []))
        #expect(FileFacts.mode(shared) == 0o755)
    }

    @Test func aCorruptFileIsMovedAsideIntactAndBothPathsAreNamed() throws {
        let original: [UInt8] = Array("{\"entries\": [\"a\", ".utf8) + [0xFF, 0xFE, 0x00, 0x0A]
        let path = try folder.write(original, to: "ledger.json")
        let moved = path + ".corrupt-20270115T080000Z"

        #expect(throws: StorageError.corrupt(path: path, movedTo: moved)) { try store().load() }
        #expect(FileFacts.bytes(moved) == original)
        #expect(!FileFacts.exists(path))
        // Besides the lock file it was judged under (hidden), only the moved file is there.
        #expect(try folder.contents().filter { !$0.hasPrefix(".") } == ["ledger.json.corrupt-20270115T080000Z"])

        let message = StorageError.corrupt(path: path, movedTo: moved).message
        #expect(message.text(in: .english) == "\(path) was corrupt: moved aside to \(moved)")
        #expect(message.text(in: .japanese).contains(path) && message.text(in: .japanese).contains(moved))

        // Now missing: the shell carries on as if the file had never existed.
        #expect(try store().load() == nil)
    }

    @Test func aSecondCorruptFileInTheSameSecondDoesNotOverwriteTheFirst() throws {
        let path = try folder.write("first", to: "ledger.json")
        #expect(throws: StorageError.corrupt(path: path, movedTo: path + ".corrupt-20270115T080000Z")) {
            try store().load()
        }
        try folder.write("second", to: "ledger.json")
        #expect(throws: StorageError.corrupt(path: path, movedTo: path + ".corrupt-20270115T080000Z-2")) {
            try store().load()
        }
        #expect(FileFacts.text(path + ".corrupt-20270115T080000Z") == "first")
        #expect(FileFacts.text(path + ".corrupt-20270115T080000Z-2") == "second")
    }

    @Test("valid JSON of the wrong shape is corrupt too", arguments: ["[]", "{}", "{\"entries\": [1]}", "", "null"])
    func wrongShape(text: String) throws {
        let path = try folder.write(text, to: "ledger.json")
        #expect(throws: StorageError.corrupt(path: path, movedTo: path + ".corrupt-20270115T080000Z")) {
            try store().load()
        }
        #expect(FileFacts.text(path + ".corrupt-20270115T080000Z") == text)
    }

    @Test func anUpdateOfACorruptFileChangesNothingAndKeepsTheBytes() throws {
        let path = try folder.write("not json", to: "ledger.json")
        var ran = false
        #expect(throws: StorageError.corrupt(path: path, movedTo: path + ".corrupt-20270115T080000Z")) {
            try store().update { document in
                ran = true
                document = Ledger(entries: ["overwritten"])
            }
        }
        #expect(!ran)
        #expect(!FileFacts.exists(path))
        #expect(FileFacts.text(path + ".corrupt-20270115T080000Z") == "not json")
    }

    @Test(.enabled(if: getuid() != 0, "root reads a file whatever its mode"))
    func anUnreadableFileIsReportedAndLeftInPlace() throws {
        let path = try folder.write("{\"entries\":[]}", to: "ledger.json")
        chmod(path, 0o000)
        #expect(throws: StorageError.unreadable(path: path, reason: "Permission denied")) { try store().load() }
        #expect(FileFacts.exists(path))
        #expect(try folder.contents() == ["ledger.json"], "not moved aside")
    }

    @Test func aFolderWhereTheFileShouldBeIsUnreadableAndLeftInPlace() throws {
        let path = folder.file("ledger.json")
        mkdir(path, 0o700)
        #expect(throws: StorageError.unreadable(path: path, reason: "Is a directory")) { try store().load() }
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue)
        #expect(try folder.contents() == ["ledger.json"])
    }

    @Test func anUnwritableFolderIsReported() throws {
        let file = try folder.write("x", to: "not-a-folder")
        let store = JSONFileStore<Ledger>(path: file + "/ledger.json")
        #expect(throws: StorageError.unwritable(path: file, reason: "not a directory")) {
            try store.save(Ledger(entries: []))
        }
    }

    @Test func anUpdateThatChangesNothingWritesNothing() throws {
        let result = try store().update { document -> Int in
            #expect(document == nil)
            return 42
        }
        #expect(result == 42)
        #expect(!FileFacts.exists(folder.file("ledger.json")))

        try store().save(Ledger(entries: ["a"]))
        let inode =
            try FileManager.default.attributesOfItem(atPath: folder.file("ledger.json"))[.systemFileNumber] as? Int
        try store().update { document in document = Ledger(entries: ["a"]) }
        let after =
            try FileManager.default.attributesOfItem(atPath: folder.file("ledger.json"))[.systemFileNumber] as? Int
        #expect(inode == after, "an identical document is not rewritten")
    }

    @Test func anUpdateToNilRemovesTheFile() throws {
        try store().save(Ledger(entries: ["a"]))
        try store().update { $0 = nil }
        #expect(!FileFacts.exists(folder.file("ledger.json")))
        try store().remove()  // already gone: fine
    }

    @Test func concurrentUpdatesFromManyThreadsLoseNothing() throws {
        let threads = 4, perThread = 25
        let path = folder.file("ledger.json")
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            // Each thread has its own store value, as separate shells would.
            let store = JSONFileStore<Ledger>(path: path)
            for entry in 0..<perThread {
                do {
                    try store.update { document in
                        var ledger = document ?? Ledger(entries: [])
                        ledger.entries.append("\(thread)-\(entry)")
                        document = ledger
                    }
                } catch {
                    Issue.record("update failed: \(error)")
                }
            }
        }
        let entries = try #require(try store().load()).entries
        #expect(entries.count == threads * perThread)
        #expect(Set(entries).count == threads * perThread)
        // Each thread's own entries stay in the order it added them.
        for thread in 0..<threads {
            #expect(entries.filter { $0.hasPrefix("\(thread)-") } == (0..<perThread).map { "\(thread)-\($0)" })
        }
        #expect(try folder.contents().filter { $0.contains(".tmp-") } == [])
    }

    @Test func concurrentUpdatesFromTasksLoseNothing() async throws {
        let path = folder.file("ledger.json")
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<4 {
                group.addTask {
                    let store = JSONFileStore<Ledger>(path: path)
                    for entry in 0..<25 {
                        try store.update { document in
                            document = Ledger(entries: (document?.entries ?? []) + ["\(task)-\(entry)"])
                        }
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(Set(try #require(try store().load()).entries).count == 100)
    }
}
