import ArticleImages
import TestSupport
import Testing

/// Decoding against PIL's pixels, and refusals of damaged files.
@Suite struct DecodedImageTests {
    /// Lossless formats decode to exactly PIL's pixels (GIF's palette holds the 8 colours exactly;
    /// its transparency is not drawn, so alpha is 255 as PIL reads it). PNGs of every kind of
    /// pixel: RGBA, RGB, a palette, grey with and without alpha, Adam7.
    @Test(arguments: [
        "pattern.png", "pattern.webp", "pattern.gif", "halves.png", "palette.png", "grey-alpha.png", "grey.png",
        "adam7.png",
    ])
    func losslessPixelsEqualPIL(_ name: String) throws {
        let (image, expected) = try Self.decodedBesidePIL(name)
        try Self.forEachPixel(of: image) { x, y, rgba in
            #expect(rgba == expected.pixels[y * expected.width + x], "(\(x), \(y)) of \(name)")
        }
    }

    /// `name` decoded, with what PIL read from it; the sizes checked equal.
    static func decodedBesidePIL(_ name: String) throws -> (DecodedImage, ImageFixtures.Expected) {
        let fixtures = try ImageFixtures.load()
        let expected = try #require(fixtures.expected[name])
        let image = try DecodedImage.decode(fixtures.bytes(name))
        try #require(image.width == expected.width && image.height == expected.height, "the size of \(name)")
        return (image, expected)
    }

    /// Calls `body` with each pixel's place and RGBA, row by row.
    static func forEachPixel(of image: DecodedImage, _ body: (Int, Int, [Int]) throws -> Void) throws {
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = try #require(image.pixel(x: x, y: y))
                try body(x, y, [Int(pixel.red), Int(pixel.green), Int(pixel.blue), Int(pixel.alpha)])
            }
        }
    }

    /// Larger PNGs, whose data libdeflate inflates (noise that PIL writes as three IDAT chunks, a
    /// screenshot-like picture), decode to PIL's pixels, compared by a digest of every byte.
    @Test(arguments: ["noise.png", "screen.png"])
    func largePNGsEqualPIL(_ name: String) throws {
        let (image, expected) = try Self.decodedBesidePIL(name)
        var digest = 0
        var position = 0
        try Self.forEachPixel(of: image) { _, _, rgba in
            for value in rgba {
                position += 1
                digest = (digest + position * value) % (1 << 61)
            }
        }
        #expect(digest == expected.digest, "\(name)")
    }

    /// JPEG is lossy, and decoders may round differently: within 3 levels of PIL's (libjpeg's).
    @Test(arguments: ["flat.jpeg", "progressive.jpeg"])
    func jpegPixelsAreCloseToPIL(_ name: String) throws {
        let (image, expected) = try Self.decodedBesidePIL(name)
        var worst = 0
        try Self.forEachPixel(of: image) { x, y, rgba in
            let want = expected.pixels[y * expected.width + x]
            worst = max(worst, zip(rgba.prefix(3), want).map { abs($0 - $1) }.max()!)
        }
        #expect(worst <= 3, "a channel of \(name) is \(worst) levels from PIL's")
    }

    @Test(arguments: ["pattern.png", "flat.jpeg", "photo.webp", "noise.png", "adam7.png"])
    func aFileCutShortIsUndecodable(_ name: String) throws {
        let fixtures = try ImageFixtures.load()
        let bytes = try fixtures.bytes(name)
        let header = try ImageHeader.read(bytes)
        let cut = Array(bytes.prefix(max(40, bytes.count / 3)))
        #expect(throws: ImageRefusal.undecodable(header.format)) { try DecodedImage.decode(cut) }
    }

    /// PNGs whose chunks are whole but whose compressed data is cut, corrupt, asks for a preset
    /// dictionary, or inflates to 64 MB for 16 pixels: each refused as undecodable.
    @Test(arguments: ["stream-cut.png", "stream-corrupt.png", "preset-dictionary.png", "inflation-bomb.png"])
    func damagedCompressedDataIsRefused(_ name: String) throws {
        let fixtures = try ImageFixtures.load()
        let bytes = try fixtures.bytes(name)
        #expect(try ImageHeader.read(bytes).format == .png)
        #expect(throws: ImageRefusal.undecodable(.png)) { try DecodedImage.decode(bytes) }
    }

    /// stb_image draws a GIF cut short as far as its data goes, as browsers do: an image of the
    /// header's size, or a refusal when too little is left.
    @Test func aGIFCutShortIsDrawnAsFarAsItGoes() throws {
        let bytes = try ImageFixtures.load().bytes("pattern.gif")
        for count in 13..<bytes.count {
            do {
                let image = try DecodedImage.decode(Array(bytes.prefix(count)))
                #expect(image.width == 4 && image.height == 2)
            } catch {
                #expect(error == .undecodable(.gif) || error == .corruptHeader(.gif))
            }
        }
    }

    /// Every fixture with bytes flipped, cut or repeated at seeded places: each is decoded or
    /// refused, never a crash, and nothing decodes to more pixels than its header admits.
    @Test func mutatedFilesAreDecodedOrRefused() throws {
        let fixtures = try ImageFixtures.load()
        var random = SeededRandom(seed: 39)
        var outcomes = [String: Int]()
        for name in fixtures.expected.keys.sorted() {
            let original = try fixtures.bytes(name)
            for _ in 0..<150 {
                var bytes = original
                for _ in 0...random.next(below: 4) {
                    switch random.next(below: 3) {
                    case 0: bytes[random.next(below: bytes.count)] = UInt8(random.next(below: 256))
                    case 1: bytes = Array(bytes.prefix(random.next(below: bytes.count) + 1))
                    default:
                        let start = random.next(below: bytes.count)
                        bytes.insert(contentsOf: bytes[start..<min(bytes.count, start + 16)], at: start)
                    }
                }
                let limits = ImageLimits(maximumBytes: 1_000_000, maximumPixels: 4_000_000)
                do {
                    let image = try DecodedImage.decode(bytes, limits: limits)
                    #expect(image.width * image.height <= limits.maximumPixels)
                    outcomes["decoded", default: 0] += 1
                } catch {
                    outcomes[error.reason.split(separator: " ").prefix(3).joined(separator: " "), default: 0] += 1
                }
            }
        }
        #expect(outcomes["decoded", default: 0] > 0, "\(outcomes)")
        #expect(outcomes.count > 2, "\(outcomes)")
    }
}
