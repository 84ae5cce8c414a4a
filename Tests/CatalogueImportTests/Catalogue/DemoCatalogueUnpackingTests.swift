import CDemoCatalogue
@testable import CatalogueImport
import Foundation
import TestSupport
import Testing

/// The demo catalogue ships compressed (zstd) and is unpacked on first use: the bytes must be
/// exactly what the `zstd` program unpacks from the embedded file, the same bytes however many
/// threads ask at once, the file unpacked a chunk at a time the same again, and the copy in the
/// binary a fraction of the database.
@Suite struct DemoCatalogueUnpackingTests {
    /// `Sources/CDemoCatalogue/items-demo.sqlite.zst`, the file the binary embeds.
    private static let compressedFile = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/CDemoCatalogue/items-demo.sqlite.zst").path

    /// What Debian's `zstd` program unpacks from `path` (Scripts/system-packages test installs it).
    private static func unpackedByZstd(_ path: String) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["zstd", "--quiet", "--decompress", "--stdout", path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "zstd could not unpack \(path)")
        return data
    }

    @Test func unpacksWhatTheZstdProgramUnpacks() throws {
        let expected = try Self.unpackedByZstd(Self.compressedFile)
        let bytes = DemoCatalogueSnapshot.bytes
        #expect(bytes.count == expected.count)
        #expect(Data(bytes) == expected)
        #expect(Data(bytes.prefix(16)) == Data("SQLite format 3\0".utf8))
        let compressed = try #require(FileManager.default.attributesOfItem(atPath: Self.compressedFile)[.size] as? Int)
        #expect(vs_demo_catalogue_compressed_size() == compressed)
        #expect(compressed * 2 < bytes.count, "the binary holds well under half the database")
    }

    @Test func unpacksIntoAFileWhatTheZstdProgramUnpacks() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("unpacked.sqlite")
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        try #require(fd >= 0)
        let status = vs_demo_catalogue_write(fd)
        close(fd)
        #expect(status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == (try Self.unpackedByZstd(Self.compressedFile)))
        #expect(vs_demo_catalogue_write(-1) == -1, "a write that fails is reported")
    }

    @Test func everyThreadGetsTheSameBytes() async {
        let addresses = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<8 {
                group.addTask { Int(bitPattern: vs_demo_catalogue_bytes()) }
            }
            return await group.reduce(into: Set<Int>()) { $0.insert($1) }
        }
        #expect(addresses.count == 1 && !addresses.contains(0))
        #expect(vs_demo_catalogue_size() == DemoCatalogueSnapshot.bytes.count)
    }
}
