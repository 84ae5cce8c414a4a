import ArticleImages
import Foundation
import TestSupport
import Testing

/// The image cache on a real folder: what goes in comes out byte for byte, names are the
/// address's SHA-256, and the bound drops the least recently used first.
@Suite struct ImageCacheTests {
    @Test func storedBytesComeBackUnderTheAddressHash() throws {
        let folder = try TemporaryDirectory()
        let cache = ImageCache(folder: folder.file("images"))
        let bytes = Array((0..<5000).map { UInt8($0 % 251) })
        try cache.store(bytes, for: "https://example.com/a.png")
        #expect(cache.bytes(for: "https://example.com/a.png") == bytes)
        #expect(cache.bytes(for: "https://example.com/b.png") == nil)
        // SHA-256("https://example.com/a.png"), as sha256sum says.
        let path = cache.path(for: "https://example.com/a.png")
        let expected = try Self.sha256("https://example.com/a.png")
        #expect(path == folder.file("images") + "/" + expected.prefix(2) + "/" + expected)
        #expect(cache.totalBytes() == 5000)
    }

    @Test func theBoundDropsTheLeastRecentlyUsedFirst() throws {
        let folder = try TemporaryDirectory()
        let cache = ImageCache(folder: folder.file("images"), maximumBytes: 10_000)
        for name in ["a", "b", "c"] {
            try cache.store(Array(repeating: 1, count: 3000), for: "https://example.com/\(name)")
            usleep(20_000)  // distinct modification times
        }
        _ = cache.bytes(for: "https://example.com/a")  // a is used again: b is now the oldest
        usleep(20_000)
        try cache.store(Array(repeating: 2, count: 3000), for: "https://example.com/d")
        #expect(!cache.contains("https://example.com/b"))
        #expect(cache.contains("https://example.com/a") && cache.contains("https://example.com/d"))
        #expect(cache.totalBytes() <= 9000)
        cache.maximumBytes = 0
        try cache.store([1, 2, 3], for: "https://example.com/e")
        #expect(!cache.contains("https://example.com/e"), "a cache of 0 bytes keeps nothing")
    }

    static func sha256(_ text: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let answer = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(String(decoding: answer, as: UTF8.self).prefix(64))
    }
}
