@testable import CatalogueImport
import Foundation
@testable import ItemsModel
@testable import ShellKit
import TestSupport
import Testing

/// Streaming a document in chunks of any size gives exactly what decoding it whole gives: the
/// same items, or the same first problem at the same line and column.
@Suite struct ItemJSONStreamTests {
    /// Everything the stream yields, or the error that ended it.
    private static func outcome(of text: String, chunkSize: Int) -> Result<[QiitaItem], ItemSourceError> {
        var stream = ItemJSONStream(source: MemoryItemBytes(Array(text.utf8)), fileName: "f.json", chunkSize: chunkSize)
        var items: [QiitaItem] = []
        do {
            while let item = try stream.next() { items.append(item) }
            return .success(items)
        } catch {
            return .failure(error)
        }
    }

    private static let documents: [String] = [
        array(itemJSON("a"), itemJSON("b"), itemJSON("c")),
        array(itemJSON("a", ["title": "\"quote \\\" bracket ] brace } comma , 日本語 \\\\\""])),
        array(itemJSON("a", ["body": "\"[[{{\\\\\\\"\\u3042\""]), itemJSON("b")),
        "\u{FEFF}" + array(itemJSON("a")),
        " \n\t[" + itemJSON("a") + "]  \n",
        "[" + itemJSON("a") + "," + itemJSON("b") + "]",
        "", " ", "[]", "[1,]", "[1] [2]", "[01]", "<html>", "{\"id\": 1}", "[{\"a\": 1}\n", "[{\"title\": \"日本語\" x",
        "[\"\\x\"]", "[1]", "[" + itemJSON("a") + " " + itemJSON("b") + "]", "[" + itemJSON("a") + ",,",
        array(itemJSON("a"), "\"b\""),
        array(itemJSON("a"), itemJSON("b", ["title": nil])),
        array(itemJSON("a", ["created_at": "\"yesterday\""]), itemJSON("b", ["title": nil])),
        array(itemJSON("a", ["title": nil]), itemJSON("b"), "{\"x\": tru}"),
        array(itemJSON("a", ["created_at": "\"yesterday\""]), itemJSON("b", ["updated_at": "\"x\""])),
        "[" + itemJSON("a") + ",\u{FEFF}" + itemJSON("b") + "]", "[\u{FEFF}" + itemJSON("a") + "]", "[x]",
    ]

    @Test(arguments: [1, 2, 3, 7, 64, 4096])
    func chunkBoundariesChangeNothing(chunkSize: Int) {
        for document in Self.documents {
            #expect(
                Self.outcome(of: document, chunkSize: chunkSize) == Self.outcome(of: document, chunkSize: 1 << 20),
                "\(document.prefix(60))")
        }
    }

    @Test func aByteOrderMarkInsideTheArrayIsASyntaxError() {
        // Found by the import fuzzing: JSONDecoder skips a BOM at the start of an element given alone.
        let text = "[" + itemJSON("a") + ",\u{FEFF}" + itemJSON("b") + "]"
        #expect(
            Self.outcome(of: text, chunkSize: 64)
                == .failure(.notJSON(file: "f.json", line: 1, column: itemJSON("a").count + 3)))
    }

    @Test func aDocumentIsNamedByItsFirstSyntaxErrorThenItsFirstBadItemThenItsFirstBadTimestamp() {
        #expect(
            Self.outcome(of: array(itemJSON("a", ["title": nil]), itemJSON("b"), "{\"x\": tru}"), chunkSize: 64)
                == .failure(.notJSON(file: "f.json", line: 4, column: 10)))
        #expect(
            Self.outcome(
                of: array(itemJSON("a", ["created_at": "\"yesterday\""]), itemJSON("b", ["title": nil])), chunkSize: 64)
                == .failure(.missingField(file: "f.json", item: 2, field: "title")))
        #expect(
            Self.outcome(
                of: array(itemJSON("a", ["created_at": "\"yesterday\""]), itemJSON("b", ["updated_at": "\"x\""])),
                chunkSize: 64)
                == .failure(.badTimestamp(file: "f.json", item: 1, field: "created_at", value: "yesterday")))
    }

    @Test func aFileIsReadInChunksAndGivesWhatDecodingItWholeGives() throws {
        let folder = try TemporaryDirectory()
        let items = (0..<300).map { number in
            var item = ItemFixtures.all[number % ItemFixtures.all.count]
            item.id = "item-\(number)"
            item.title += " \"引用\" [\(number)]"
            item.body += "\n```\n}\n```\n{\(number)}"
            return item
        }
        let path = folder.file("items.json")
        try JSONEncoder().encode(items).write(to: URL(fileURLWithPath: path))
        var stream = ItemJSONStream(
            source: try FileItemBytes(path: path, maxBytes: .max), fileName: path, chunkSize: 4096)
        var streamed: [QiitaItem] = []
        var fractions: [Double] = []
        while let item = try stream.next() {
            streamed.append(item)
            fractions.append(stream.fractionRead)
        }
        #expect(streamed == items)
        #expect(fractions == fractions.sorted() && fractions.last! > 0.99 && fractions.first! < 0.1)
    }

    @Test func anEndlessSourceThatIsNotAnArrayIsRefusedWithoutReadingItAll() throws {
        var stream = ItemJSONStream(source: try FileItemBytes(path: "/dev/zero", maxBytes: .max), fileName: "/dev/zero")
        #expect(throws: ItemSourceError.notJSON(file: "/dev/zero", line: nil, column: nil)) { try stream.next() }
    }

    /// A source that can be read once, as a pipe.
    private struct PipeLikeBytes: ItemByteSource {
        var inner: MemoryItemBytes
        var size: Int { 0 }
        mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Int { inner.read(into: buffer) }
        mutating func rewind() throws(ItemSourceError) { throw .notReadable(path: "pipe", reason: "Illegal seek") }
    }

    @Test func aSyntaxErrorInAPipeIsToldWithoutALineNumber() throws {
        var stream = ItemJSONStream(source: PipeLikeBytes(inner: MemoryItemBytes(Array("[1,]".utf8))), fileName: "pipe")
        #expect(throws: ItemSourceError.notJSON(file: "pipe", line: nil, column: nil)) { try stream.next() }
        var good = ItemJSONStream(
            source: PipeLikeBytes(inner: MemoryItemBytes(Array(array(itemJSON("a")).utf8))), fileName: "pipe")
        #expect(try good.next()?.id == "a")
        #expect(good.fractionRead == 0, "a source of unknown size shows no percentage")
    }
}
