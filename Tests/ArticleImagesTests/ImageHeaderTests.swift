import ArticleImages
import TestSupport
import Testing

/// `ImageHeader` against what PIL says of each fixture, and against hand-made headers that are
/// cut short, impossible, or not images at all.
@Suite struct ImageHeaderTests {
    @Test(arguments: ["pattern.png", "pattern.webp", "pattern.gif", "flat.jpeg", "progressive.jpeg", "halves.png",
                      "photo.webp", "screen.png"])
    func readsFormatAndSizeAsPILDoes(_ name: String) throws {
        let fixtures = try ImageFixtures.load()
        let expected = try #require(fixtures.expected[name])
        let header = try ImageHeader.read(fixtures.bytes(name))
        #expect(header.format.rawValue.uppercased() == expected.format)
        #expect(header.width == expected.width)
        #expect(header.height == expected.height)
    }

    /// A PNG signature and IHDR claiming 100,000 × 100,000 pixels: 24 bytes say it all.
    static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + withUnsafeBytes(of: width.bigEndian, Array.init) + withUnsafeBytes(of: height.bigEndian, Array.init)
            + [8, 6, 0, 0, 0]
    }

    @Test func aBombIsRefusedByItsHeader() throws {
        let bomb = Self.pngHeader(width: 100_000, height: 100_000)
        let header = try ImageHeader.read(bomb)
        #expect(header == ImageHeader(format: .png, width: 100_000, height: 100_000))
        #expect(throws: ImageRefusal.tooManyPixels(width: 100_000, height: 100_000, limit: 50_000_000)) {
            try ImageLimits.standard.check(header, byteCount: bomb.count)
        }
        #expect(throws: ImageRefusal.tooManyPixels(width: 100_000, height: 100_000, limit: 50_000_000)) {
            try DecodedImage.decode(bomb)
        }
        #expect(ImageRefusal.tooManyPixels(width: 100_000, height: 100_000, limit: 50_000_000).reason
            == "100000 × 100000 pixels is over the limit of 50 megapixels")
    }

    @Test func aFileOverTheByteLimitIsRefused() {
        let header = ImageHeader(format: .png, width: 10, height: 10)
        #expect(throws: ImageRefusal.tooManyBytes(count: 21_000_000, limit: 20_000_000)) {
            try ImageLimits.standard.check(header, byteCount: 21_000_000)
        }
    }

    @Test func impossibleSizesAreCorruptHeaders() {
        #expect(throws: ImageRefusal.corruptHeader(.png)) { try ImageHeader.read(Self.pngHeader(width: 0, height: 5)) }
        #expect(throws: ImageRefusal.corruptHeader(.png)) { try ImageHeader.read(Self.pngHeader(width: 1 << 31, height: 5)) }
        #expect(throws: ImageRefusal.corruptHeader(.png)) { try ImageHeader.read(Array(Self.pngHeader(width: 4, height: 4).prefix(20))) }
        #expect(throws: ImageRefusal.corruptHeader(.gif)) { try ImageHeader.read(Array("GIF89a".utf8) + [0, 0, 1, 0]) }
        #expect(throws: ImageRefusal.corruptHeader(.jpeg)) { try ImageHeader.read([0xFF, 0xD8, 0xFF, 0xDA, 0, 2]) }
        #expect(throws: ImageRefusal.corruptHeader(.jpeg)) { try ImageHeader.read([0xFF, 0xD8, 0xFF, 0xE0, 0, 40, 1]) }
        #expect(throws: ImageRefusal.corruptHeader(.webp)) { try ImageHeader.read(Array("RIFF\0\0\0\0WEBPVP8Z".utf8)) }
    }

    /// Not images shown here: refused with a name for what they are, when it can be told.
    @Test(arguments: [
        ("<svg xmlns=\"http://www.w3.org/2000/svg\"/>", "SVG"),
        ("<?xml version=\"1.0\"?><svg/>", "SVG"),
        ("<!DOCTYPE html><html><body>Not found</body></html>", "an HTML page"),
        ("BM\u{0}\u{0}", "BMP"),
        ("plain text", nil),
    ] as [(String, String?)])
    func otherFilesAreNamedInTheRefusal(_ text: String, _ found: String?) {
        #expect(throws: ImageRefusal.unsupportedFormat(found: found)) { try ImageHeader.read(Array(text.utf8)) }
    }

    @Test func anAVIFIsNamed() {
        let avif: [UInt8] = [0, 0, 0, 28] + Array("ftypavif".utf8) + [0, 0, 0, 0]
        #expect(throws: ImageRefusal.unsupportedFormat(found: "AVIF")) { try ImageHeader.read(avif) }
        #expect(ImageRefusal.unsupportedFormat(found: "AVIF").reason == "format not supported (AVIF): PNG, JPEG, GIF and WebP are shown")
    }

    /// A JPEG whose metadata segments come before the frame: the walk skips them by their
    /// lengths, however many there are, in time linear in the file.
    @Test func jpegSegmentsAreWalkedInLinearTime() {
        func jpeg(segments: Int) -> [UInt8] {
            var bytes: [UInt8] = [0xFF, 0xD8]
            for _ in 0..<segments { bytes += [0xFF, 0xE1, 0, 6, 1, 2, 3, 4] }
            return bytes + [0xFF, 0xC0, 0, 11, 8, 0, 20, 0, 30, 3, 0, 0, 0]
        }
        #expect((try? ImageHeader.read(jpeg(segments: 3))) == ImageHeader(format: .jpeg, width: 30, height: 20))
        let ratio = LinearTime.ratio(small: "20000", large: "200000") { count in
            _ = try? ImageHeader.read(jpeg(segments: Int(count)!))
        }
        #expect(ratio < 30, "ten times the segments took \(ratio) times as long")
    }
}
