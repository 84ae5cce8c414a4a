@testable import CatalogueImport
@testable import CatalogueStore
import Foundation
@testable import ItemsModel
import TestSupport
import Testing

/// Queries that only intersect and subtract index lists (text terms and single tags, text alone too) are
/// answered by merging rowid lists in memory (`ItemMatchSetPlan`); they must find exactly what
/// the SQL plan finds, in the same order, with the same count, on either page plan.
@Suite struct MatchSetPlanTests {
    @Test func bothPlansFindTheSameItemsOnTheDemoCatalogue() throws {
        let items = DemoItems.all
        let folder = try TemporaryDirectory()
        let path = folder.file("items.sqlite")
        _ = try ItemStore.built(at: path, with: items)
        let merging = try ItemStore(path: path, keepsSearches: false)
        let sql = try ItemStore(path: path, keepsSearches: false, usesMatchSets: false)
        let tags = Array(Set(items.flatMap { $0.tags.map(\.name) })).sorted()
        var random = SeededRandom(seed: 29)
        func term(length: Int) -> String {
            let item = items[random.next(below: items.count)]
            let scalars = Array((random.next(below: 3) == 0 ? item.title : item.body).unicodeScalars)
            guard scalars.count > length else { return "swift" }
            let start = random.next(below: scalars.count - length)
            let text = String(String.UnicodeScalarView(scalars[start..<start + length]))
            return "\"" + text.replacing("\"", with: "\"\"") + "\""
        }
        func tag() -> String {
            let name = tags[random.next(below: tags.count)]
            return random.next(below: 3) == 0 ? name.uppercased() : name
        }
        var planned = 0
        var walked = 0
        var lookedUp = 0
        for number in 0..<320 {
            let (long, short, other) = (term(length: 3 + random.next(below: 4)), term(length: 2), term(length: 3))
            let shapes = [
                "\(long) tag:\(tag())", "\(short) tag:\(tag())", "\(long) -\(other) tag:\(tag())",
                "\(long) -tag:\(tag())",
                "tag:\(tag())", "tag:\(tag()) tag:\(tag())", "tag:\(tag()) -tag:\(tag())", "\(long) \(short)",
                "-\(long) tag:\(tag())", "\(long) -\(short)", "\(long) OR \(other) tag:\(tag())",
                "title:\(long) body:\(short) -tag:\(tag())",
                "\(long)", "\(short)", "\(long) OR \(other)", "\(short) -\(other)",
            ]
            // A term drawn from blanks is no query (the parser says so): draw again.
            guard let query = try? ItemQueryParser.parse(shapes[number % shapes.count]) else { continue }
            if ItemMatchSetPlan(query) != nil { planned += 1 }
            let perPage = [20, 7, 100][number % 3]
            for page in [1, 2] {
                let merged = try merging.search(query, page: page, perPage: perPage)
                let expected = try sql.search(query, page: page, perPage: perPage)
                #expect(
                    merged.items.map(\.id) == expected.items.map(\.id) && merged.totalCount == expected.totalCount,
                    "\(query.canonicalText) page \(page): \(merged.totalCount) merged, \(expected.totalCount) by SQL")
                let offset = (page - 1) * perPage
                if offset < expected.totalCount {
                    if ItemSearchSQL.walksNewestFirst(
                        offset: offset, limit: perPage, items: items.count, matches: expected.totalCount)
                    {
                        walked += 1
                    } else {
                        lookedUp += 1
                    }
                }
            }
        }
        #expect(planned >= 240, "only \(planned) of 320 queries were merged")
        #expect(walked > 20 && lookedUp > 20, "both page plans: \(walked) walked, \(lookedUp) looked up")
    }

    @Test func onlyIntersectionsOfIndexListsAreMerged() throws {
        func plan(_ text: String) throws -> ItemMatchSetPlan? { ItemMatchSetPlan(try ItemQueryParser.parse(text)) }
        let folded = try #require(try plan("async tag:swift -ios"))
        #expect(folded.included.count == 2 && folded.excluded.isEmpty, "the exclusion goes into the trigram expression")
        #expect(try plan("-ios tag:swift")?.excluded.count == 1)
        #expect(try plan("入門 tag:python")?.included.map(\.sql).contains { $0.contains("item_bigram") } == true)
        #expect(try plan("tag:docker") != nil)
        #expect(try plan("go swift") != nil, "two indexes")
        #expect(try plan("swift")?.included.count == 1)
        #expect(try plan("go -入門")?.included.count == 1, "the exclusion goes into the pair expression")
        for text in [
            "-swift", "user:alice tag:swift", "likes:>10 tag:swift", "tag:a OR tag:b", "C# tag:swift",
            "is:read tag:swift", "-tag:swift", "swift OR go tag:python", "swift OR -go tag:python",
        ] {
            #expect(try plan(text) == nil, "\(text)")
        }
        #expect(
            ItemMatchSetPlan(
                ItemQuery(clauses: try ItemQueryParser.parse("async tag:swift").clauses, order: ItemOrder(.likes)))
                == nil)
    }

    @Test func mergingAgreesWithSets() {
        var random = SeededRandom(seed: 5)
        for _ in 0..<200 {
            let first = Set((0..<random.next(below: 60)).map { _ in Int64(random.next(below: 100)) })
            let second = Set((0..<random.next(below: 60)).map { _ in Int64(random.next(below: 100)) })
            let (a, b) = (first.sorted(), second.sorted())
            #expect(SortedRowids.intersection(a, b) == first.intersection(second).sorted())
            #expect(SortedRowids.subtracting(b, from: a) == first.subtracting(second).sorted())
            for probe in Int64(-1)...100 {
                #expect(SortedRowids.contains(probe, in: a) == first.contains(probe))
            }
        }
    }
}
