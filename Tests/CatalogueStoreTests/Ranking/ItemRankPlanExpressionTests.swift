@testable import CatalogueStore
@testable import ItemsModel
import Testing

/// The one FTS5 expression ranking's `bm25()` pass reads: the query's own AND when every clause
/// with a word of three or more characters is made of such words alone (fewer rows read), else
/// the words as alternatives; a frequent word looked for in titles only.
@Suite struct ItemRankPlanExpressionTests {
    static func plan(_ text: String) throws -> ItemRankPlan { ItemRankPlan(try ItemQueryParser.parse(text)) }

    @Test func wordsTheQueryANDsAreReadTogether() throws {
        #expect(try Self.plan("docker compose").trigramExpression == "\"docker\" AND \"compose\"")
        #expect(try Self.plan("docker OR podman compose").trigramExpression == "(\"docker\" OR \"podman\") AND \"compose\"")
        #expect(try Self.plan("async tag:swift -ios").trigramExpression == "\"async\"")
        #expect(try Self.plan("title:swift body:actor").trigramExpression == "title : \"swift\" AND body : \"actor\"")
    }

    @Test func mixedClausesAndFrequentWordsBecomeAlternatives() throws {
        // `go` has no trigram: the clause `swift OR go` cannot be ANDed from the trigram index.
        #expect(try Self.plan("swift OR go async").trigramExpression == "\"swift\" OR \"async\"")
        #expect(try Self.plan("tag:swift").trigramExpression == nil)
        let frequent = try Self.plan("swift kubernetes").textExpression(titleOnly: ["swift"])
        #expect(frequent == "title : \"swift\" OR \"kubernetes\"")
        #expect(try Self.plan("docker compose").adjacentPairs == ["docker compose"])
        #expect(try Self.plan("\"docker compose\" up").adjacentPairs == [])
    }
}
