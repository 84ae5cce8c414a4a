import Foundation
@testable import ItemsModel
import Testing

/// A tag count as JSON: Qiita's tag object's names (`id` is the tag's name), and the `name`
/// that earlier versions wrote to the API cache still reads back.
@Suite struct TagCountCodingTests {
    @Test func writesQiitasFieldNames() throws {
        let data = try JSONEncoder().encode(TagCount(name: "swift", itemsCount: 103))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["id"] as? String == "swift")
        #expect(object["items_count"] as? Int == 103)
        #expect(Set(object.keys) == ["id", "items_count"])
    }

    @Test(arguments: [
        #"{"id": "swift", "items_count": 103}"#,
        #"{"name": "swift", "items_count": 103}"#,
        #"{"id": "swift", "items_count": 103, "followers_count": 9, "icon_url": "https://example.com/s.png"}"#,
    ])
    func readsQiitasNamesAndTheCachesEarlierOnes(json: String) throws {
        #expect(
            try JSONDecoder().decode(TagCount.self, from: Data(json.utf8)) == TagCount(name: "swift", itemsCount: 103))
    }

    @Test func aTagWithoutANameIsRefused() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(TagCount.self, from: Data(#"{"items_count": 1}"#.utf8))
        }
    }
}
