@testable import CatalogueImport
@testable import CatalogueStore
import Foundation
@testable import ItemsModel
@testable import ShellKit
import TestSupport
import Testing

/// Comments carried by a JSON file's items: imported with them, kept apart, read back oldest
/// first; a bad comment names the item and the field; the embedded demo ships exactly
/// `comments_count` comments per item.
@Suite struct ItemCommentsImportTests {
    static let aliceComment = """
        {"id": "c1", "body": "いい記事です `swift build` で動きました", "created_at": "2024-05-02T10:00:00+09:00", \
        "updated_at": "2024-05-02T10:00:00+09:00", "user": {"id": "bob", "name": "Bob", "github_login_name": null}}
        """
    static let authorReply = """
        {"id": "c2", "body": "> いい記事です\\n\\nありがとうございます!", "rendered_body": "<p>ありがとう</p>", \
        "created_at": "2024-05-02T11:00:00+09:00", "updated_at": "2024-05-03T09:00:00+09:00", "user": {"id": "alice"}}
        """

    /// Every item the stream yields, or the error that ended it.
    private static func decode(_ text: String) -> Result<[QiitaItem], ItemSourceError> {
        var stream = ItemJSONStream(source: MemoryItemBytes(Array(text.utf8)), fileName: "f.json")
        var items: [QiitaItem] = []
        do {
            while let item = try stream.next() { items.append(item) }
            return .success(items)
        } catch {
            return .failure(error)
        }
    }

    @Test func commentsAreImportedAndReadBackOldestFirst() throws {
        let text = array(
            itemJSON("a", ["comments": "[\(Self.aliceComment), \(Self.authorReply)]"]),
            itemJSON("b", ["comments": "[]"]), itemJSON("c"))
        let items = try Self.decode(text).get()
        #expect(items.map { $0.comments?.count } == [2, 0, nil])
        let folder = try TemporaryDirectory()
        let store = try ItemStore.built(at: folder.file("items.sqlite"), with: items)
        let comments = try #require(try store.comments(itemID: "a"))
        #expect(comments.map(\.id) == ["c1", "c2"])
        #expect(comments[1].user == QiitaUser(id: "alice", name: "", githubLoginName: nil))
        #expect(comments[1].renderedBody == "<p>ありがとう</p>")
        #expect(comments[1].body == "> いい記事です\n\nありがとうございます!")
        #expect(try store.comments(itemID: "b") == [])
        #expect(try store.comments(itemID: "c") == nil, "a file item without \"comments\" has unknown comments")
        // Items read back never carry comments (listings and --json stay Qiita's item objects).
        #expect(try store.item(id: "a")?.comments == nil)
    }

    @Test(arguments: [
        ("[{\"id\": \"c1\"}]", "comments.body"),
        (
            "[\(ItemCommentsImportTests.aliceComment.replacing("\"body\": \"いい記事です `swift build` で動きました\"", with: "\"body\": 3"))]",
            "comments.body"
        ),
        (
            "[{\"id\": \"c1\", \"body\": \"x\", \"created_at\": \"2024-05-02T10:00:00Z\", \"updated_at\": " +
            "\"2024-05-02T10:00:00Z\"}]",
            "comments.user"
        ),
        (
            "[{\"id\": \"c1\", \"body\": \"x\", \"created_at\": \"2024-05-02T10:00:00Z\", \"updated_at\": " +
            "\"2024-05-02T10:00:00Z\", \"user\": {}}]",
            "comments.user.id"
        ),
        ("{\"id\": \"c1\"}", "comments"),
        ("[\"c1\"]", "comments"),
    ])
    func aBadCommentNamesTheItemAndTheField(comments: String, field: String) {
        let text = array(itemJSON("a"), itemJSON("b", ["comments": comments]))
        guard case .failure(let error) = Self.decode(text) else {
            Issue.record("\(comments) was accepted")
            return
        }
        let message = error.message.text(in: .english)
        #expect(message.contains("item 2"), "\(message)")
        #expect(message.contains("\"\(field)\""), "\(message)")
    }

    @Test func aBadCommentTimestampIsNamed() {
        let bad = Self.aliceComment.replacing(
            "\"created_at\": \"2024-05-02T10:00:00+09:00\"", with: "\"created_at\": \"yesterday\"")
        guard case .failure(let error) = Self.decode(array(itemJSON("a", ["comments": "[\(bad)]"]))) else {
            Issue.record("accepted")
            return
        }
        #expect(error == .badTimestamp(file: "f.json", item: 1, field: "comments.created_at", value: "yesterday"))
    }

    @Test func theDemoShipsEveryCommentItsItemsCount() throws {
        let items = try DemoCatalogueSnapshot.items()
        #expect(items.count == 1_200)
        let withComments = items.filter { $0.commentsCount > 0 }
        #expect(withComments.count > 100, "the demo has discussions to read")
        for item in items {
            #expect((item.comments ?? []).count == item.commentsCount, "\(item.id)")
            let times = (item.comments ?? []).compactMap { ItemTimestamp.epochSeconds($0.createdAt) }
            #expect(
                times == times.sorted() && times.allSatisfy { $0 >= ItemTimestamp.epochSeconds(item.createdAt) ?? 0 },
                "\(item.id): oldest first, after the item")
        }
        let ids = items.flatMap { $0.comments ?? [] }.map(\.id)
        #expect(Set(ids).count == ids.count, "comment ids are unique")
        // The authors answer in some discussions.
        #expect(withComments.contains { item in item.comments?.contains { $0.user.id == item.user.id } == true })
    }
}
