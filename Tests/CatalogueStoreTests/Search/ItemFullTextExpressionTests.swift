@testable import CatalogueStore
@testable import ItemsModel
@testable import ShellKit
import TestSupport
import Testing

/// Which queries can be counted from one full-text index alone, and the FTS5 text they become.
struct ItemFullTextExpressionTests {
    @Test(arguments: [
        ("swift", #""swift""#),
        ("Swift async", #""Swift" AND "async""#),
        (#""a phrase" -ios"#, #""a phrase" NOT "ios""#),
        ("title:async OR body:await", #"(title : "async" OR body : "await")"#),
        (#"データベース -"async let" -ios"#, #""データベース" NOT "async let" NOT "ios""#),
    ])
    func textOnlyQueriesBecomeOneExpression(query: String, expression: String) throws {
        let made = ItemFullTextExpression.make(for: try ItemQueryParser.parse(query))
        #expect(made?.index == .trigram && made?.expression == expression)
    }

    @Test(arguments: [
        ("go", #""67g6f""#),
        ("入門 -go", #""5165g9580" NOT "67g6f""#),
        ("title:設定 OR body:js", #"(title : "8a2dg5b9a" OR body : "6ag73")"#),
    ])
    func twoCharacterQueriesBecomeOneExpressionOfTheirIndex(query: String, expression: String) throws {
        let made = ItemFullTextExpression.make(for: try ItemQueryParser.parse(query))
        #expect(made?.index == .bigram && made?.expression == expression)
        #expect(ItemFullTextExpression.make(for: try ItemQueryParser.parse(query), usingBigrams: false) == nil)
    }

    @Test(arguments: [
        "", "a", "C#", "swift tag:ios", "swift likes:>3", "-swift", "swift OR -ios", "入門 swift", "go OR swift",
    ])
    func otherQueriesAreCountedThroughTheItems(query: String) throws {
        #expect(ItemFullTextExpression.make(for: try ItemQueryParser.parse(query)) == nil)
    }

    @Test func walkingPaysWhenManyItemsMatch() {
        #expect(ItemSearchSQL.walksNewestFirst(offset: 0, limit: 20, items: 100_000, matches: 11_000))
        #expect(!ItemSearchSQL.walksNewestFirst(offset: 0, limit: 20, items: 100_000, matches: 500))
        #expect(!ItemSearchSQL.walksNewestFirst(offset: 10_000, limit: 20, items: 100_000, matches: 11_000))
        #expect(!ItemSearchSQL.walksNewestFirst(offset: Int.max / 2, limit: 20, items: 100, matches: 50))
    }
}
