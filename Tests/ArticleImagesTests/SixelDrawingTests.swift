import ArticleImages
import Foundation
import Testing
import TestSupport

/// Sixels as libsixel encodes them from our scaled pixels: the scaling held to PIL's (BOX where
/// an image shrinks, BILINEAR where it grows), and every sixel read back by libsixel's own
/// decoder (`sixel2png`, libsixel-bin) and held to those pixels.
@Suite struct SixelDrawingTests {
    static let sixelDecoder = "/usr/bin/sixel2png"
    static let oracle = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("pil_oracle.py").path

    /// Runs a program to its end; its complaint is the error.
    static func run(_ program: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let complaint = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ImageFixtures.FixtureFailure(description: "\(program) \(arguments.joined(separator: " ")): " +
                String(decoding: complaint, as: UTF8.self))
        }
    }

    /// PIL's pixels for `arguments` (pil_oracle.py's), as RGBA bytes.
    static func pil(_ arguments: [String], in folder: TemporaryDirectory) throws -> [UInt8] {
        let out = folder.file("pil-\(UUID().uuidString).rgba")
        try run(ImageFixtures.python, [oracle] + arguments + [out])
        return Array(try Data(contentsOf: URL(fileURLWithPath: out)))
    }

    /// The pixels a terminal would show for `sixel`, as libsixel decodes it (RGBA, undrawn
    /// pixels black), and the raster's size.
    static func decoded(_ sixel: [UInt8], in folder: TemporaryDirectory) throws -> (pixels: [UInt8], width: Int, height: Int) {
        let text = String(decoding: sixel, as: UTF8.self)
        let raster = try #require(text.firstRange(of: "\"1;1;"))
        let size = text[raster.upperBound...].prefix { $0.isNumber || $0 == ";" }.split(separator: ";").compactMap { Int($0) }
        try #require(size.count == 2)
        let input = folder.file("drawn-\(UUID().uuidString).six")
        let output = input + ".png"
        try Data(sixel).write(to: URL(fileURLWithPath: input))
        try run(sixelDecoder, ["-i", input, "-o", output])
        return (try pil(["read", output], in: folder), size[0], size[1])
    }

    /// Shrinking, growing, one of each, the same size, with and without alpha: alpha within 2 of
    /// PIL's (1 of rounding, 1 of PIL's 8-bit passes), colours where alpha is at least 64 within
    /// 2 × 255 / alpha (PIL keeps colours premultiplied in 8 bits between its passes, and dividing
    /// by alpha again magnifies that rounding).
    @Test(arguments: [
        ("screen.png", 100, 57), ("screen.png", 7, 3), ("screen.png", 700, 400), ("screen.png", 500, 90),
        ("translucent.png", 50, 25), ("translucent.png", 311, 143), ("noise.png", 128, 80), ("halves.png", 1, 1), ("cutout.png", 25, 15), ("cutout.png", 131, 70), ("large.png", 384, 225),
        ("screen.png", 320, 180), ("screen.png", 320, 90), ("screen.png", 1, 1),
    ])
    func scalingMatchesPIL(_ name: String, _ width: Int, _ height: Int) throws {
        let fixtures = try ImageFixtures.load()
        let image = try DecodedImage.decode(fixtures.bytes(name))
        let ours = try #require(image.scaledPixels(width: width, height: height))
        let theirs = try Self.pil(["resize", fixtures.folder.file(name), "\(width)", "\(height)"], in: fixtures.folder)
        try #require(ours.count == theirs.count)
        var misses: [String] = []
        for pixel in stride(from: 0, to: ours.count, by: 4) {
            let alpha = Int(min(ours[pixel + 3], theirs[pixel + 3]))
            let colourTolerance = alpha >= 64 ? Int((2 * 255 / Double(alpha)).rounded(.up)) : 255
            for channel in 0..<4 {
                let difference = abs(Int(ours[pixel + channel]) - Int(theirs[pixel + channel]))
                if difference > (channel == 3 ? 2 : colourTolerance) {
                    misses.append("pixel \(pixel / 4) channel \(channel): \(ours[pixel + channel]), PIL's \(theirs[pixel + channel])")
                }
            }
        }
        #expect(misses.isEmpty, "\(name) at \(width) × \(height): \(misses.count) off, \(misses.prefix(3))")
    }

    /// An empty size is refused, not drawn.
    @Test func anEmptySizeIsRefused() throws {
        let image = try DecodedImage.decode(ImageFixtures.load().bytes("screen.png"))
        #expect(image.scaledPixels(width: 0, height: 10) == nil)
        #expect(image.sequence(for: .sixel, in: ImageCanvas(columns: 0, rows: 2)) == nil)
    }

    /// A fractal of many colours, read back: the raster fills the canvas (its height cut to whole
    /// six-pixel bands) and each pixel is near the scaled one it stands for; a palette of 255
    /// colours for thousands costs a few levels on average, in every six-pixel band. At 60 × 12 cells
    /// (144,000 pixels) the lower half of the bands is encoded on a second thread.
    @Test func aSixelReadBackLooksLikeTheScaledImage() throws {
        let fixtures = try ImageFixtures.load()
        let image = try DecodedImage.decode(fixtures.bytes("screen.png"))
        let sixel = try #require(image.sequence(for: .sixel, in: ImageCanvas(columns: 60, rows: 12)))
        let shown = try Self.decoded(sixel, in: fixtures.folder)
        #expect(shown.width == 600 && shown.height == 240, "raster \(shown.width) × \(shown.height)")
        let scaled = try #require(image.scaledPixels(width: 600, height: 240))
        try #require(shown.pixels.count == scaled.count)
        let band = 600 * 6 * 4
        let bands = (0..<(scaled.count / band)).map { ("band \($0 + 1)", ($0 * band)..<(($0 + 1) * band)) }
        for (name, range) in bands {
            var total = 0, worst = 0
            for pixel in stride(from: range.lowerBound, to: range.upperBound, by: 4) {
                for channel in 0..<3 {
                    let difference = abs(Int(shown.pixels[pixel + channel]) - Int(scaled[pixel + channel]))
                    total += difference
                    worst = max(worst, difference)
                }
            }
            let mean = Double(total) / Double(range.count / 4 * 3)
            #expect(mean < 4 && worst < 40, "\(name): mean difference \(mean), worst \(worst)")
        }
    }

    /// Flat colours come back as they are (within sixel's percentages): libsixel's median cut
    /// alone would make pure red 247 (5 bits a channel); each entry is its pixels' mean instead.
    @Test func flatColoursKeepTheirValues() throws {
        let fixtures = try ImageFixtures.load()
        let image = try DecodedImage.decode(fixtures.bytes("halves.png"))
        let sixel = try #require(image.sequence(for: .sixel, in: ImageCanvas(columns: 2, rows: 2)))
        let shown = try Self.decoded(sixel, in: fixtures.folder)
        let top = Array(shown.pixels[0..<3]), bottom = Array(shown.pixels[(shown.pixels.count - 4)..<(shown.pixels.count - 1)])
        #expect(top == [255, 0, 0] && bottom == [0, 0, 255], "top \(top), bottom \(bottom)")
        #expect(String(decoding: sixel, as: UTF8.self).contains(";2;100;0;0"), "red is not 100 % red")
    }

    /// The transparent half is not drawn (libsixel's decoder leaves it black; drawn, it would
    /// show the blue its pixels hold), the opaque half is orange: at 60 × 36 pixels, and at
    /// 500 × 240, where the lower half of the bands comes from the second encoder.
    @Test(arguments: [(6, 2), (50, 12)])
    func transparentPixelsAreNotDrawn(_ columns: Int, _ rows: Int) throws {
        let fixtures = try ImageFixtures.load()
        let image = try DecodedImage.decode(fixtures.bytes("cutout.png"))
        let sixel = try #require(image.sequence(for: .sixel, in: ImageCanvas(columns: columns, rows: rows)))
        #expect(String(decoding: sixel, as: UTF8.self).hasPrefix("\u{1B}P0;1;0q"), "P2 is not 1")
        let shown = try Self.decoded(sixel, in: fixtures.folder)
        #expect(shown.width == columns * 10 && shown.height == rows * 20 / 6 * 6)
        let middle = shown.width / 2
        for y in stride(from: 0, to: shown.height, by: 5) {
            for x in [0, 10, middle - 1, middle, middle + 15, shown.width - 1] {
                let offset = (y * shown.width + x) * 4
                let colour = Array(shown.pixels[offset..<offset + 3])
                #expect(colour == (x < middle ? [0, 0, 0] : [255, 128, 0]), "(\(x), \(y)) is \(colour)")
            }
        }
    }

    /// A canvas under one six-pixel band high (cells 4 pixels high, which a terminal may report):
    /// the raster keeps its 4 rows and the pixels start at the first row, not a band lower.
    @Test func anImageUnderOneBandHighStartsAtItsFirstRow() throws {
        let fixtures = try ImageFixtures.load()
        let image = try DecodedImage.decode(fixtures.bytes("halves.png"))
        let sixel = try #require(image.sequence(for: .sixel, in: ImageCanvas(columns: 4, rows: 1, cellHeight: 4)))
        let shown = try Self.decoded(sixel, in: fixtures.folder)
        #expect(shown.width == 40 && shown.height == 4, "raster \(shown.width) × \(shown.height)")
        let scaled = try #require(image.scaledPixels(width: 40, height: 4))
        for row in 0..<min(4, shown.height) {
            let offset = row * 40 * 4
            let colour = Array(shown.pixels[offset..<offset + 3]), wanted = Array(scaled[offset..<offset + 3])
            #expect(colour.indices.allSatisfy { abs(Int(colour[$0]) - Int(wanted[$0])) <= 3 }, "row \(row): \(colour), not \(wanted)")
        }
    }
}
