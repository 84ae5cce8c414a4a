@testable import CatalogueStore
import Testing

/// The words of the two-character index: every indexable pair once, ASCII folded as `LIKE`
/// folds, nothing across a space or ASCII punctuation.
struct ItemBigramsTests {
    @Test func eachPairOfAdjacentCharactersIsOneWord() {
        #expect(ItemBigrams.words(of: "Go") == "67g6f")
        #expect(ItemBigrams.words(of: "入門") == "5165g9580")
        // "go" twice and "GO" fold to one word; the space and `!` end a run.
        #expect(ItemBigrams.words(of: "go GO! og") == "67g6f 6fg67")
    }

    @Test func punctuationSpacesAndSingleCharactersMakeNoWords() {
        #expect(ItemBigrams.words(of: "") == "")
        #expect(ItemBigrams.words(of: "a b-c C# ++ {}") == "")
    }

    @Test func nonASCIICharactersPairWithEverythingIndexable() {
        // "é" (one scalar) pairs with letters on both sides; "。" is non-ASCII too.
        let words = Set(ItemBigrams.words(of: "Café。x").split(separator: " ").map(String.init))
        #expect(words == ["63g61", "61g66", "66ge9", "e9g3002", "3002g78"])
    }

    @Test(
        arguments: [
            ("go", "67g6f"), ("GO", "67g6f"), ("入門", "5165g9580"), ("k8", "6bg38"), ("é!", nil), ("C#", nil),
            ("a ", nil), ("x", nil), ("abc", nil), ("", nil),
        ] as [(String, String?)])
    func aTermHasAWordWhenItIsTwoIndexableCharacters(term: String, word: String?) {
        #expect(ItemBigrams.word(for: term) == word)
    }

    @Test func theTermsWordIsAmongTheWordsOfEveryTextHoldingIt() {
        let text = "SwiftUIで作るiOSアプリ入門: 環境構築から設定まで (Xcode 16)"
        let words = Set(ItemBigrams.words(of: text).split(separator: " ").map(String.init))
        for term in ["sw", "UI", "で作", "入門", "環境", "設定", "xc", "16", "OS"] {
            #expect(ItemBigrams.word(for: term).map(words.contains) == true, "\(term)")
        }
        for term in ["uu", "門環", "ts"] {
            #expect(ItemBigrams.word(for: term).map(words.contains) == false, "\(term)")
        }
    }
}
