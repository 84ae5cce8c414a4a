@testable import CatalogueStore
import FastPaths
import Foundation
import ItemsModel
import TestSupport
import Testing

/// The hand-written tags JSON reads back as the tags it was made from, by hand
/// (`TagsColumnQuickReader`) and by `JSONDecoder`; the quick reader leaves every other shape to
/// `JSONDecoder`.
@Suite struct TagsColumnQuickReaderTests {
    @Test(arguments: [
        [QiitaTag(name: "Swift", versions: ["6.0", "5.10"])],
        [QiitaTag(name: "日本語", versions: []), QiitaTag(name: "quote\"back\\slash\ttab\u{1}", versions: ["a\nb"])],
        [],
    ])
    func roundTrips(tags: [QiitaTag]) throws {
        let json = ItemTagsColumn.text(for: tags)
        #expect(try JSONDecoder().decode([QiitaTag].self, from: Data(json.utf8)) == tags)
        #expect(ItemTagsColumn.tags(from: json) == tags)
    }

    @Test(arguments: [
        "[{\"name\": \"Swift\", \"versions\": [\"6.0\"]}]",
        "[ {\"versions\":[],\"name\":\"Go\"} ]",
        "[{\"name\":\"a\\\"b\",\"versions\":[]}]",
    ])
    func readsTagsWrittenInAnotherShape(text: String) throws {
        #expect(ItemTagsColumn.tags(from: text) == (try JSONDecoder().decode([QiitaTag].self, from: Data(text.utf8))))
    }

    @Test(arguments: ["", "[", "{}", "[{\"name\":1}]", "[{\"name\":\"a\",\"versions\":[]}]x"])
    func refusesWhatIsNotTags(text: String) {
        #expect(ItemTagsColumn.tags(from: text) == nil)
    }

    /// Seeded tags (escapes, controls, Japanese, empty versions) written as the column writes
    /// them, and in other shapes: the quick reader reads what `JSONDecoder` reads, or nothing.
    @Test func readsWhatJSONDecoderReadsAndNothingElse() throws {
        var random = SeededRandom(seed: 28)
        let names = ["Swift", "日本語", "", "a\"b", "back\\slash", "tab\t", "nul\u{0}", "😀", "C++"]
        var quickReads = 0
        for _ in 0..<2_000 {
            let tags = (0..<random.next(below: 4)).map { _ in
                QiitaTag(
                    name: names[random.next(below: names.count)],
                    versions: (0..<random.next(below: 3)).map { _ in names[random.next(below: names.count)] })
            }
            var text = ItemTagsColumn.text(for: tags)
            if random.next(below: 4) == 0 { text = text.replacingOccurrences(of: ",", with: ", ") }
            let expected = try? JSONDecoder().decode([QiitaTag].self, from: Data(text.utf8))
            if let quick = TagsColumnQuickReader.tags(from: text) {
                quickReads += 1
                #expect(quick.map { QiitaTag(name: $0.name, versions: $0.versions) } == expected, "\(text)")
            }
            #expect(ItemTagsColumn.tags(from: text) == expected, "\(text)")
        }
        #expect(quickReads > 500, "the quick path reads most columns: \(quickReads)")
    }
}
