@testable import CatalogueStore
import Foundation
@testable import ItemsModel
import TestSupport
import Testing

/// The relevance order's promises, each on two items of equal popularity and age among others
/// that match nothing: where the words are, which words, how many, and in what kind of text.
@Suite struct RankingPropertyTests {
    /// Items that do not match the test's words; `common` is in each, as a frequent word.
    static let filler: [QiitaItem] = (1...24).map { number in
        item(number, "Notes on topic \(number)", "Some common text about subject \(number), with nothing else to say here.")
    }

    static func item(_ number: Int, _ title: String, _ body: String) -> QiitaItem {
        ItemFixtures.make(number, title, body, "writer", ["misc"], 3, 2, created: "2024-05-01T10:00:00+09:00")
    }

    /// The ids of `search` ranked, on a catalogue of the filler and `items`.
    static func ranked(_ query: String, among items: [QiitaItem]) throws -> (ids: [String], page: ItemPage) {
        let folder = try TemporaryDirectory()
        let store = try ItemStore.built(at: folder.file("items.sqlite"), with: filler + items)
        var parsed = try ItemQueryParser.parse(query)
        parsed.order = .relevance
        let page = try store.search(parsed, page: 1, perPage: 100)
        return (page.items.map(\.id), page)
    }

    @Test func everyWordInTheTitleRanksAboveEachOnceInTheBody() throws {
        let inTitle = Self.item(40, "Zebra crossing rules", "A short article about road safety, written for drivers.")
        let inBody = Self.item(41, "Road safety notes", "A short article: the zebra is near the crossing, for drivers.")
        let (ids, _) = try Self.ranked("zebra crossing", among: [inBody, inTitle])
        #expect(ids == [inTitle.id, inBody.id])
    }

    @Test func aPhraseRanksAboveTheSameWordsScattered() throws {
        let together = Self.item(40, "Road notes", "We walked to the zebra crossing and then waited for the light.")
        let apart = Self.item(41, "Road notes", "We walked to the zebra and then waited at the crossing light.")
        let (ids, page) = try Self.ranked("zebra crossing", among: [apart, together])
        #expect(ids == [together.id, apart.id])
        #expect((page.scores[together.id]?.phrase ?? 0) > 0)
        #expect(page.scores[apart.id]?.phrase == 0)
    }

    @Test func wordsNearEachOtherRankAboveTheSameWordsFarApart() throws {
        let filler = "The rest of this long paragraph is about other things entirely, and says nothing more. "
        let near = Self.item(40, "Road notes", "The zebra by the crossing. " + filler + filler + "End of notes.")
        let far = Self.item(41, "Road notes", "The zebra by the road. " + filler + filler + "End crossing.")
        let (ids, page) = try Self.ranked("zebra crossing", among: [far, near])
        #expect(ids == [near.id, far.id])
        #expect(page.scores[near.id]?.proximity == RankingWeights.proximityInBody)
        #expect(page.scores[far.id]?.proximity == 0)
        #expect(page.scores[near.id]?.phrase == 0)
    }

    @Test func aRareWordWeighsMoreThanACommonOne() throws {
        let rare = Self.item(40, "Road notes", "Some plain text about a quokka, with little else to say here.")
        let common = Self.item(41, "Road notes", "Some plain text about the common case, with little else to say.")
        let (ids, _) = try Self.ranked("quokka OR common", among: [common, rare])
        #expect(ids.first == rare.id)
        // The common word's every match, the filler too, ranks below the rare one.
        #expect(ids.count == Self.filler.count + 2)
    }

    @Test func wordsOnlyInACodeBlockRankBelowWordsInProse() throws {
        let prose = Self.item(40, "Build notes", "Here we frobnicate the widgets before shipping them out.\n")
        let code = Self.item(41, "Build notes", "Here we ship the widgets:\n\n```swift\nfrobnicate(widgets)\n```\n")
        let (ids, page) = try Self.ranked("frobnicate", among: [code, prose])
        #expect(ids == [prose.id, code.id])
        #expect(page.scores[code.id]?.onlyInCode == true)
        #expect(page.scores[prose.id]?.onlyInCode == false)
    }

    @Test func aTitleWordInTheTitleKeepsTheScoreWhateverTheOtherWordsAreIn() throws {
        let titled = Self.item(40, "Zebra notes", "Here we ship:\n\n```swift\nfrobnicate(widgets)\n```\n")
        let (_, page) = try Self.ranked("title:zebra frobnicate", among: [titled])
        #expect(page.scores[titled.id]?.onlyInCode == false)
    }

    @Test func aPagePastAnyMatchIsEmptyWithItsCount() throws {
        let folder = try TemporaryDirectory()
        let store = try ItemStore.built(at: folder.file("items.sqlite"), with: Self.filler)
        var query = try ItemQueryParser.parse("common")
        query.order = .relevance
        for page in [3, Int.max / 100, Int.max / 100 + 1, Int.max] {
            let found = try store.search(query, page: page, perPage: 100)
            #expect(found.items.isEmpty && found.totalCount == Self.filler.count, "page \(page)")
        }
    }

    @Test func aTagNamedByTheQueryRanksAboveTheWordInTheBodyAlone() throws {
        var tagged = Self.item(40, "Road notes", "Some plain text about wombat habits, with little else.")
        tagged.tags = [QiitaTag(name: "Wombat", versions: [])]
        let untagged = Self.item(41, "Road notes", "Some plain text about wombat habits, with little else.")
        let (ids, page) = try Self.ranked("wombat", among: [untagged, tagged])
        #expect(ids == [tagged.id, untagged.id])
        #expect((page.scores[tagged.id]?.tags ?? 0) > 0)
    }

    @Test func aTwoCharacterWordInTheTitleRanksAboveOneInTheBody() throws {
        let inTitle = Self.item(40, "設定の話", "ここでは色々なことを書きます。長い本文です。")
        let inBody = Self.item(41, "色々な話", "ここでは設定のことを書きます。長い本文です。")
        let (ids, page) = try Self.ranked("設定", among: [inBody, inTitle])
        #expect(ids == [inTitle.id, inBody.id])
        #expect((page.scores[inTitle.id]?.shortWordsInTitle ?? 0) > 0)
    }

    @Test func atEqualTextMorePopularAndNewerRankFirst() throws {
        let base = Self.item(40, "Koala notes", "Some plain text about koala habits.")
        var popular = base
        popular.id = "item41"
        popular.likesCount = 500
        var newer = base
        newer.id = "item42"
        newer.createdAt = "2025-05-01T10:00:00+09:00"
        newer.updatedAt = newer.createdAt
        let (ids, page) = try Self.ranked("koala", among: [base, popular, newer])
        #expect(ids == ["item41", "item42", "item40"])
        #expect(page.scores["item42"]?.age == 0)
        #expect((page.scores["item40"]?.age ?? 0) < 0)
    }

    @Test func rankingChangesTheOrderOnlyNeverTheCountOrThePages() throws {
        let folder = try TemporaryDirectory()
        let store = try ItemStore.built(at: folder.file("items.sqlite"), with: DemoItems.all)
        // `the OR e` matches more than the thousand a ranking keeps in order: its last pages rank again, deeper.
        for text in [
            "docker compose", "設定", "async tag:swift -ios", "swift OR kotlin", "\"git bisect\"", "is:unread go", "the OR e",
        ] {
            var newest = try ItemQueryParser.parse(text)
            var ranked = newest
            ranked.order = .relevance
            newest.order = .newest
            let marks = ItemMarks(readIDs: [], stockedIDs: [])
            let all = try store.search(newest, page: 1, perPage: 100, marks: marks)
            var seen: [String] = []
            for page in 1...max(1, all.pageCount) {
                let found = try store.search(ranked, page: page, perPage: 100, marks: marks)
                #expect(found.totalCount == all.totalCount, "\(text)")
                seen += found.items.map(\.id)
            }
            var every: [String] = []
            for page in 1...max(1, all.pageCount) {
                every += try store.search(newest, page: page, perPage: 100, marks: marks).items.map(\.id)
            }
            #expect(Set(seen) == Set(every) && seen.count == every.count, "\(text)")
            // Once the store has ranked deeper (the last pages), its first pages are those it served first.
            var again: [String] = []
            for page in 1...max(1, all.pageCount) {
                again += try store.search(ranked, page: page, perPage: 100, marks: marks).items.map(\.id)
            }
            #expect(again == seen, "\(text)")
        }
    }
}
