import Testing
@testable import ViperShell

/// `set image-cache SIZE`'s sizes: decimal units, any case; no unit, fractions, signs and
/// absurd sizes refused.
@Suite struct ByteSizeTests {
    @Test(arguments: [
        ("0", 0), ("500MB", 500_000_000), ("500mb", 500_000_000), ("2GB", 2_000_000_000), ("750K", 750_000),
        ("1000GB", 1_000_000_000_000), ("3M", 3_000_000),
    ] as [(String, Int)])
    func sizesAreRead(text: String, bytes: Int) {
        #expect(ByteSize.parse(text) == bytes)
    }

    @Test(arguments: ["", "500", "1.5GB", "-1MB", "MB", "2TB", "1001GB", "12345678MB", "5 MB", "５MB"])
    func otherTextIsNoSize(text: String) {
        #expect(ByteSize.parse(text) == nil)
    }
}
