import ArticleImages
import Foundation
import Testing

/// Each way of drawing: block symbols read back cell by cell, and the sixel, kitty and iTerm2
/// sequences taken apart.
@Suite struct ImageDrawingTests {
    /// Top half red, bottom half blue, into one cell: a half block with red and blue on its two
    /// sides, whichever half chafa picks.
    @Test func oneCellHoldsBothHalves() throws {
        let image = try DecodedImage.decode(ImageFixtures.load().bytes("halves.png"))
        let cells = try #require(image.symbols(in: ImageCanvas(columns: 1, rows: 1)))
        let cell = try #require(cells.first)
        let red = ImageSymbolCell.Colour.rgb(red: 255, green: 0, blue: 0)
        let blue = ImageSymbolCell.Colour.rgb(red: 0, green: 0, blue: 255)
        switch cell.character {
        case "▀": #expect(cell.foreground == red && cell.background == blue)
        case "▄": #expect(cell.foreground == blue && cell.background == red)
        default: Issue.record("U+\(String(cell.character.value, radix: 16)) for a cell half red, half blue")
        }
    }

    /// In 256 colours the same cell takes the palette's pure red (9 or 196) and blue (12 or 21).
    @Test func thePaletteHasTheColoursToo() throws {
        let image = try DecodedImage.decode(ImageFixtures.load().bytes("halves.png"))
        let cell = try #require(image.symbols(in: ImageCanvas(columns: 1, rows: 1, trueColour: false))?.first)
        let colours = [cell.foreground, cell.background].compactMap { colour -> UInt8? in
            if case .palette(let index) = colour { return index }
            return nil
        }
        #expect(Set(colours).isSubset(of: [9, 196, 12, 21]) && colours.count == 2, "\(cell)")
    }

    /// A canvas of any shape is filled cell by cell; an empty or absurd one is refused.
    @Test func theCanvasIsFilledCellByCell() throws {
        let image = try DecodedImage.decode(ImageFixtures.load().bytes("screen.png"))
        let cells = try #require(image.symbols(in: ImageCanvas(columns: 40, rows: 11, sextants: true)))
        #expect(cells.count == 440)
        #expect(Set(cells.map(\.character)).count > 3, "a fractal drawn with fewer than four symbols")
        #expect(image.symbols(in: ImageCanvas(columns: 0, rows: 3)) == nil)
        #expect(image.symbols(in: ImageCanvas(columns: 5000, rows: 3)) == nil)
    }

    /// Sixel: a DCS with the raster's size in pixels (40 × 20 cells of 10 × 20 → 400 × 220 at
    /// most, rounded down to whole sixel rows), ended by ST.
    @Test func sixelIsOneDeviceControlString() throws {
        let image = try DecodedImage.decode(ImageFixtures.load().bytes("screen.png"))
        let bytes = try #require(image.sequence(for: .sixel, in: ImageCanvas(columns: 40, rows: 11)))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("\u{1B}P0;1;0q") && text.hasSuffix("\u{1B}\\"), "\(text.prefix(20))…")
        let raster = try #require(text.firstRange(of: "\"1;1;"))
        let size = text[raster.upperBound...].prefix { $0.isNumber || $0 == ";" }.split(separator: ";").compactMap { Int($0) }
        #expect(size.count == 2 && size[0] <= 400 && size[1] <= 220 && size[0] > 300, "raster \(size)")
        #expect(!text.dropFirst(2).dropLast(2).contains("\u{1B}"), "an escape inside the sixel data")
    }

    /// Kitty: one transmission that makes a virtual placement (`a=T,U=1`, quiet, our id, the
    /// cells), chunks of at most 4096 base64 bytes (each encoded on its own, as kitty decodes
    /// them), and the last chunk; the payload decodes to the scaled RGBA pixels (`f=32`,
    /// `s` × `v` × 4 bytes).
    @Test func kittyTransmitsAVirtualPlacementInChunks() throws {
        let image = try DecodedImage.decode(ImageFixtures.load().bytes("screen.png"))
        let bytes = try #require(image.sequence(for: .kitty, in: ImageCanvas(columns: 40, rows: 11), kittyID: 0x2A00_0007))
        let text = String(decoding: bytes, as: UTF8.self)
        let commands = text.components(separatedBy: "\u{1B}\\").filter { !$0.isEmpty }
        let first = try #require(commands.first)
        #expect(first.hasPrefix("\u{1B}_Ga=T,U=1,q=2,i=704643079,f=32,"), "\(first)")
        #expect(first.hasSuffix(",c=40,r=11,m=1"), "\(first)")
        let keys = Dictionary(uniqueKeysWithValues: first.dropFirst(3).split(separator: ",").map {
            let pair = $0.split(separator: "=")
            return (String(pair[0]), String(pair[1]))
        })
        let width = try #require(Int(keys["s"] ?? "")), height = try #require(Int(keys["v"] ?? ""))
        var pixels = Data()
        for chunk in commands.dropFirst().dropLast() {
            #expect(chunk.hasPrefix("\u{1B}_Gm=1,q=2;"))
            let data = chunk.dropFirst("\u{1B}_Gm=1,q=2;".count)
            #expect(data.count <= 4096 && data.count % 4 == 0)
            pixels.append(try #require(Data(base64Encoded: String(data))))
        }
        #expect(commands.last == "\u{1B}_Gm=0,q=2;")
        #expect(pixels.count == width * height * 4)
    }

    /// iTerm2: one OSC 1337 with the cells, a base64 TIFF, ended by BEL.
    @Test func itermSendsOneInlineFile() throws {
        let image = try DecodedImage.decode(ImageFixtures.load().bytes("pattern.png"))
        let bytes = try #require(image.sequence(for: .iterm, in: ImageCanvas(columns: 4, rows: 2)))
        let text = String(decoding: bytes, as: UTF8.self)
        let prefix = "\u{1B}]1337;File=inline=1;width=4;height=2;preserveAspectRatio=0:"
        #expect(text.hasPrefix(prefix) && text.hasSuffix("\u{07}"), "\(text.prefix(60))…")
        let file = try #require(Data(base64Encoded: String(text.dropFirst(prefix.count).dropLast())))
        #expect(Array(file.prefix(4)) == [0x49, 0x49, 0x2A, 0x00], "not a little-endian TIFF")
    }
}
