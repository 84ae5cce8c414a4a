@testable import CatalogueStore
import Foundation
@testable import ItemsModel
import TestSupport
import Testing

/// Japanese compound nouns typed joined find their spellings apart (`非同期処理` finds
/// `非同期 処理`), read with MeCab and IPADIC (installed by `Scripts/system-packages test`);
/// without the dictionary the term is searched as typed and the page says so.
@Suite struct CompoundNounTests {
    static let segmenter = JapaneseSegmenter(dictionary: JapaneseDictionary.locate)
    static let withoutDictionary = JapaneseSegmenter(dictionary: { nil })

    static func reading(_ term: String) -> CompoundNounSpellings.Reading {
        CompoundNounSpellings.reading(of: term, segmenter: segmenter)
    }

    @Test func theDictionaryIsFoundWhereDebianPutsIt() throws {
        let directory = try #require(JapaneseDictionary.locate(), "install mecab-ipadic-utf8 (Scripts/system-packages test)")
        #expect(FileManager.default.fileExists(atPath: directory + "/sys.dic"))
        #expect(Self.segmenter.isAvailable)
    }

    @Test func compoundNounsReadAsTheirWords() {
        #expect(Self.reading("非同期処理") == .compound(["非同期 処理"]))
        #expect(Self.reading("データベース設計") == .compound(["データベース 設計"]))
        // Three words: every way of spacing them, joined being the term itself.
        #expect(Self.reading("機械学習入門") == .compound(["機械 学習入門", "機械学習 入門", "機械 学習 入門"]))
    }

    @Test func otherTermsStayAsTyped() {
        #expect(Self.reading("使い方") == .single)  // a verb and a noun: not a compound noun
        #expect(Self.reading("設定") == .single)  // two characters: the pair index's
        #expect(Self.reading("Swift非同期処理") == .single)  // not Japanese alone
        #expect(Self.reading("非同期 処理") == .single)
        #expect(Self.reading("データベース") == .single)  // one word
        #expect(Self.reading("処理を非同期に") == .single)  // particles
    }

    @Test func withoutTheDictionaryJapaneseIsUnknownAndTheRestSingle() {
        #expect(CompoundNounSpellings.reading(of: "非同期処理", segmenter: Self.withoutDictionary) == .unknown)
        #expect(CompoundNounSpellings.reading(of: "swift", segmenter: Self.withoutDictionary) == .single)
        #expect(!Self.withoutDictionary.isAvailable)
    }

    @Test func theQueryGainsEachSpellingWhereTheTermWas() throws {
        func widened(_ text: String) throws -> String {
            ItemQueryWidening(try ItemQueryParser.parse(text), segmenter: Self.segmenter).query.canonicalText
        }
        #expect(try widened("非同期処理 tag:kotlin") == "非同期処理 OR \"非同期 処理\" tag:kotlin")
        #expect(try widened("title:環境構築") == "title:環境構築 OR title:\"環境 構築\"")
        #expect(try widened("swift -環境構築") == "swift -環境構築 -\"環境 構築\"")
        // A quoted phrase is exact.
        #expect(try widened("\"非同期処理\"") == "\"非同期処理\"")
        let widening = ItemQueryWidening(try ItemQueryParser.parse("非同期処理 OR 機械学習"), segmenter: Self.segmenter)
        #expect(widening.added == ["非同期 処理", "機械 学習"])
        #expect(!widening.unsplit)
        let unsplit = ItemQueryWidening(try ItemQueryParser.parse("非同期処理"), segmenter: Self.withoutDictionary)
        #expect(unsplit.unsplit && unsplit.added.isEmpty)
        #expect(unsplit.query.canonicalText == "非同期処理")
    }

    @Test func theStoreFindsTheSpellingsApartInEveryOrder() throws {
        let items = [
            ItemFixtures.make(1, "非同期処理の基本", "Kotlin のコルーチン。", "writer", ["kotlin"], 3, 2),
            ItemFixtures.make(2, "コルーチン入門", "非同期 処理を書く。", "writer", ["kotlin"], 3, 2),
            ItemFixtures.make(3, "同期処理の話", "非同期ではない。", "writer", ["kotlin"], 3, 2),
        ]
        let folder = try TemporaryDirectory()
        _ = try ItemStore.built(at: folder.file("items.sqlite"), with: items)
        let store = try ItemStore(path: folder.file("items.sqlite"), segmenter: Self.segmenter)
        for order in [ItemOrder.newest, .relevance] {
            var query = try ItemQueryParser.parse("非同期処理")
            query.order = order
            let page = try store.search(query, page: 1, perPage: 20)
            #expect(Set(page.items.map(\.id)) == [items[0].id, items[1].id], "\(order)")
            #expect(page.alsoSearched == ["非同期 処理"] && !page.compoundsUnsplit)
        }
        let plain = try ItemStore(path: folder.file("items.sqlite"), segmenter: Self.withoutDictionary)
        let page = try plain.search(try ItemQueryParser.parse("非同期処理"), page: 1, perPage: 20)
        #expect(page.items.map(\.id) == [items[0].id])
        #expect(page.compoundsUnsplit && page.alsoSearched.isEmpty)
    }
}
