import Foundation
import Testing
@testable import ArticleImages

/// kitty's placeholders and commands and iTerm2's sequence, read back as a terminal reads them.
@Suite struct GraphicsSequenceTests {
    @Test func theDiacriticsAreKittysTable() {
        let marks = KittyDiacritics.marks
        #expect(marks.count == 297)
        #expect(marks.first == 0x0305 && marks.last == 0x1D244)
        #expect(marks == marks.sorted() && Set(marks).count == marks.count)
        for mark in marks {
            let scalar = Unicode.Scalar(mark)!
            #expect(scalar.properties.generalCategory == .nonspacingMark, "\(mark)")
            #expect(scalar.properties.canonicalCombiningClass.rawValue == 230, "\(mark)")
        }
    }

    @Test func placeholdersNameEachCellsRowColumnAndTheIDsHighByte() throws {
        let id: UInt32 = 0x2A00_0007
        let rows = KittyPlaceholder.rows(imageID: id, columns: 4, rows: 3)
        #expect(rows.count == 3)
        for (rowNumber, row) in rows.enumerated() {
            #expect(row.hasPrefix("\u{1B}[38;5;7m") && row.hasSuffix("\u{1B}[39m"))
            let cells = Array(row.dropFirst("\u{1B}[38;5;7m".count).dropLast("\u{1B}[39m".count))
            #expect(cells.count == 4, "one Character a cell")
            for (columnNumber, cell) in cells.enumerated() {
                let position = try #require(KittyPlaceholder.position(of: cell))
                #expect(position.row == rowNumber && position.column == columnNumber && position.high == 0x2A)
            }
        }
        // An id of one byte needs no third mark.
        let small = KittyPlaceholder.rows(imageID: 9, columns: 1, rows: 1)[0]
        #expect(small.unicodeScalars.filter { $0.value >= 0x300 && $0 != KittyPlaceholder.character }.count == 2)
        // Ids with middle bytes (which a 256-colour id cannot carry), sides out of range: nothing.
        #expect(KittyPlaceholder.rows(imageID: 0x0000_0100, columns: 1, rows: 1).isEmpty)
        #expect(KittyPlaceholder.rows(imageID: 5, columns: 298, rows: 1).isEmpty)
        #expect(KittyPlaceholder.rows(imageID: 5, columns: 1, rows: 0).isEmpty)
    }

    @Test func aPNGTravelsInChunksOfAtMost4096WithTheKeysFirst() throws {
        let png = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let bytes = KittyGraphicsCommand.transmitPNG(png, id: 77, columns: 30, rows: 8)
        let text = String(decoding: bytes, as: UTF8.self)
        let commands = text.components(separatedBy: "\u{1B}\\").filter { !$0.isEmpty }
        #expect(commands.allSatisfy { $0.hasPrefix("\u{1B}_G") })
        #expect(commands.first == "\u{1B}_Ga=d,d=I,i=77,q=2")
        let chunks = commands.dropFirst().map { $0.dropFirst(3).split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false) }
        #expect(chunks.first?[0] == "a=T,U=1,q=2,f=100,i=77,c=30,r=8,m=1")
        #expect(chunks.dropFirst().dropLast().allSatisfy { $0[0] == "m=1" })
        #expect(chunks.last?[0] == "m=0")
        #expect(chunks.allSatisfy { $0[1].utf8.count <= KittyGraphicsCommand.chunkSize })
        let payload = chunks.map { String($0[1]) }.joined()
        #expect(Data(base64Encoded: payload).map(Array.init) == png)
        // A payload smaller than a chunk is one command, its last.
        let one = String(decoding: KittyGraphicsCommand.transmitPNG([1, 2, 3], id: 5, columns: 1, rows: 1), as: UTF8.self)
        #expect(one.hasSuffix("\u{1B}_Ga=T,U=1,q=2,f=100,i=5,c=1,r=1,m=0;AQID\u{1B}\\"))
    }

    @Test func iTermGetsTheFileWithItsSizeAndCells() {
        let file: [UInt8] = Array("GIF89a-not-really".utf8)
        let text = String(decoding: ITermInlineImage.sequence(file: file, columns: 12, rows: 4), as: UTF8.self)
        let head = "\u{1B}]1337;File=inline=1;size=\(file.count);width=12;height=4;preserveAspectRatio=1:"
        #expect(text.hasPrefix(head) && text.hasSuffix("\u{07}"))
        #expect(Data(base64Encoded: String(text.dropFirst(head.count).dropLast())).map(Array.init) == file)
    }
}
