import Foundation
import Testing
@testable import ShellKit
import TestSupport

/// `FileReader` returns every byte of a file: files of every size around its first pass, files
/// that tell no size (`/proc`), with little room left after the size so the chunked reading
/// runs, and nil for a missing file.
@Suite struct FileReaderTests {
    /// The file read a hundred bytes at a time until the end: the reference.
    private static func readInSmallPieces(_ path: String) -> [UInt8] {
        let fd = open(path, O_RDONLY)
        defer { close(fd) }
        var bytes: [UInt8] = []
        var piece = [UInt8](repeating: 0, count: 100)
        while true {
            let count = piece.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard count > 0 else { return bytes }
            bytes += piece[0..<count]
        }
    }

    @Test(arguments: [0, 1, 7, 8, 9, 4095, 4096, 4097, 70_000])
    func readsEveryByte(size: Int) throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("f")
        var random = SeededRandom(seed: UInt64(size) + 1)
        let content = (0..<size).map { _ in UInt8(random.next(below: 256)) }
        try Data(content).write(to: URL(fileURLWithPath: path))
        for slack in [0, 1, 8, 4096] {
            #expect(try FileReader.read(path, slack: slack) == content, "slack \(slack)")
        }
        #expect(try FileReader.read(path) == content)
    }

    @Test func readsFilesThatTellNoSize() throws {
        let path = "/proc/self/cmdline"
        let expected = Self.readInSmallPieces(path)
        #expect(!expected.isEmpty)
        for slack in [0, 1, 8, 4096] {
            #expect(try FileReader.read(path, slack: slack) == expected, "slack \(slack)")
        }
    }

    @Test func aMissingFileIsNil() throws {
        let folder = try TemporaryDirectory()
        #expect(try FileReader.read(folder.file("missing")) == nil)
    }
}
