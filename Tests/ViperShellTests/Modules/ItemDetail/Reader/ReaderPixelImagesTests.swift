import ArticleImages
import Testing
import TestSupport
@testable import MarkdownTerminal
@testable import ShellKit
@testable import ViperShell

/// The reader's frames with images in a pixel protocol: a sixel (or iTerm2) image is written
/// once where its area is whole, again only when it moved or came back whole, never while cut
/// by the screen's edge, and such frames take no scroll hint; kitty's transmission goes before
/// the text once, and scrolling its placeholders costs no image bytes.
@MainActor struct ReaderPixelImagesTests {
    static let photo = DemoImages.prefix + "photo.jpeg"
    static let markdown =
        "Above the photo.\n\n![The photo](\(photo))\n\n"
        + (1...40).map { "Paragraph \($0) after the photo." }.joined(separator: "\n\n")

    static func driver(_ imageProtocol: ImageProtocol, folder: TemporaryDirectory) -> (ReaderDriver, ImageRenditions) {
        let library = ArticleImageLibrary(cache: ImageCache(folder: folder.file("images")))
        let renditions = ImageRenditions()
        var layout = MarkdownLayoutOptions(style: TextStyle(isEnabled: true))
        layout.images = ArticleImageBlocks(
            drawer: ImageRowDrawer(library: library, renditions: renditions),
            graphics: ImageGraphics(imageProtocol: imageProtocol, cellWidth: 10, cellHeight: 20, trueColour: true),
            maximumRows: 8)
        let driver = ReaderDriver(
            markdown: markdown, title: "Photo", rows: 24, columns: 80, layout: layout, images: renditions)
        return (driver, renditions)
    }

    /// The rows (from 1) at which a sixel is written after a cursor move, in order.
    static func sixelRows(_ frame: [UInt8]) -> [Int] {
        let text = String(decoding: frame, as: UTF8.self)
        var rows: [Int] = []
        var rest = text[...]
        while let dcs = rest.range(of: "\u{1B}P") {
            let before = rest[..<dcs.lowerBound]
            if let move = before.range(of: "\u{1B}[", options: .backwards),
                let row = Int(before[move.upperBound...].prefix { $0.isNumber })
            {
                rows.append(row)
            }
            rest = rest[dcs.upperBound...]
        }
        return rows
    }

    @Test func aSixelIsDrawnWhereItIsWholeAndAgainOnlyWhenItMoves() throws {
        let folder = try TemporaryDirectory()
        var (driver, _) = Self.driver(.sixel, folder: folder)
        let first = Self.sixelRows(driver.firstFrame)
        #expect(first.count == 1, "one sixel in the first frame")
        let row = try #require(first.first)
        // A key that changes nothing writes no image.
        #expect(Self.sixelRows(driver.type(Array("x".utf8))).isEmpty)
        // One line down: the image moved up a row, drawn there again, without a scroll region.
        let down = driver.type(Array("j".utf8))
        #expect(Self.sixelRows(down) == [row - 1])
        #expect(!String(decoding: down, as: UTF8.self).contains("\u{1B}[1;23r"))
        // Scrolled until its top is off the screen: not drawn; back whole: drawn again.
        var cut: [Int] = []
        for _ in 0..<(row - 1) { cut += Self.sixelRows(driver.type(Array("j".utf8))) }
        #expect(cut == Array((1..<(row - 1)).reversed()), "drawn at each row while whole, never cut: \(cut)")
        #expect(Self.sixelRows(driver.type(Array("k".utf8))) == [1])
    }

    @Test func kittyTransmitsOnceAndScrollsItsPlaceholdersAsText() throws {
        let folder = try TemporaryDirectory()
        var (driver, renditions) = Self.driver(.kitty, folder: folder)
        let first = String(decoding: driver.firstFrame, as: UTF8.self)
        // The demo photo is a JPEG: chafa's pixels travel (f=32), into 26 × 8 cells.
        let transmission = try #require(first.utf8.firstRange(of: Array("\u{1B}_Ga=T,U=1,q=2,".utf8)))
        #expect(first.contains("c=26,r=8,"))
        let placeholder = try #require(first.utf8.firstRange(of: Array(String(KittyPlaceholder.character).utf8)))
        #expect(transmission.lowerBound < placeholder.lowerBound, "the image before the text that shows it")
        #expect(first.unicodeScalars.filter { $0 == KittyPlaceholder.character }.count == 26 * 8)
        let down = String(decoding: driver.type(Array("j".utf8)), as: UTF8.self)
        #expect(!down.contains("\u{1B}_G"))
        #expect(down.contains("\u{1B}[1;23r"), "placeholders are text: the frame is a scroll")
        let deletions = String(decoding: renditions.takeDeletions(ImageGraphics.blocks(trueColour: true)), as: UTF8.self)
        #expect(deletions.hasPrefix("\u{1B}_Ga=d,d=I,i=") && deletions.hasSuffix(",q=2\u{1B}\\"))
        #expect(renditions.takeDeletions(ImageGraphics.blocks(trueColour: true)).isEmpty)
    }

    @Test func iTermGetsTheDemoFileItself() throws {
        let folder = try TemporaryDirectory()
        let (driver, _) = Self.driver(.iterm, folder: folder)
        let first = String(decoding: driver.firstFrame, as: UTF8.self)
        let file = try #require(DemoImages.bytes(for: Self.photo))
        // 320 × 200 at 8 rows of 20 pixels: 26 columns of 10.
        #expect(first.contains("\u{1B}]1337;File=inline=1;size=\(file.count);width=26;height=8;preserveAspectRatio=1:"))
    }
}
