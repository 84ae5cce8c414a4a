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

/// Sizes as `images` and `set` show them.
@Suite struct ShownByteSizeTests {
    @Test(arguments: [
        (0, "0 B"), (999, "999 B"), (1000, "1 KB"), (4280, "4 KB"), (999_499, "999 KB"), (3_400_000, "3.4 MB"),
        (500_000_000, "500 MB"), (2_000_000_000, "2 GB"), (1_250_000_000, "1.3 GB"),
    ] as [(Int, String)])
    func sizesReadAsPeopleWriteThem(bytes: Int, shown: String) {
        #expect(ItemImagesRenderer.size(bytes) == shown)
    }
}
