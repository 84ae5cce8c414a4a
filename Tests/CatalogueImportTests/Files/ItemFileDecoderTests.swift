@testable import CatalogueImport
import Foundation
@testable import ItemsModel
@testable import ShellKit
import TestSupport
import Testing

@Suite struct ItemFileDecoderTests {
    @Test func decodesQiitaItemsIgnoringExtraFields() throws {
        let items = try ItemFileDecoder.decode(Data(array(itemJSON("a"), itemJSON("b")).utf8), fileName: "x.json")
        #expect(items.count == 2)
        #expect(
            items[0]
                == QiitaItem(
                    id: "a", title: "記事 a", body: "# 本文\nSwiftの話。", url: "https://qiita.com/alice/items/a",
                    user: QiitaUser(id: "alice", name: "", githubLoginName: nil),
                    tags: [QiitaTag(name: "Swift", versions: ["6.0"]), QiitaTag(name: "Linux", versions: [])],
                    likesCount: 10, stocksCount: 7, commentsCount: 2,
                    createdAt: "2024-05-01T12:34:56+09:00", updatedAt: "2024-05-02T08:00:00+09:00"
                ))
    }

    @Test func ofItemsSharingAnIDTheLastWins() throws {
        let text = array(itemJSON("a"), itemJSON("b"), itemJSON("a", ["title": "\"新しい\""]))
        let items = try ItemFileDecoder.decode(Data(text.utf8), fileName: "x.json")
        #expect(items.map(\.id) == ["a", "b"])
        #expect(items[0].title == "新しい")
    }

    @Test func encodesWithQiitaFieldNames() throws {
        let item = ItemFixtures.item(2)
        let json = String(decoding: try JSONEncoder().encode(item), as: UTF8.self)
        for key in [
            "\"likes_count\"", "\"stocks_count\"", "\"comments_count\"", "\"created_at\"",
            "\"updated_at\"", "\"github_login_name\"", "\"versions\"",
        ] {
            #expect(json.contains(key))
        }
        #expect(try JSONDecoder().decode(QiitaItem.self, from: Data(json.utf8)) == item)
    }

    @Test func readsAFileAndFingerprintsItsContents() throws {
        let folder = try TemporaryDirectory()
        let text = array(itemJSON("a"), itemJSON("b"))
        let first = try folder.write(text, to: "one.json")
        let copy = try folder.write(text, to: "copy.json")
        let other = try folder.write(array(itemJSON("c")), to: "other.json")

        let (items, fingerprint) = try ItemFileDecoder.read(path: first)
        #expect(items.map(\.id) == ["a", "b"])
        #expect(fingerprint.hasPrefix("sha256:") && fingerprint.count == 7 + 64)
        #expect(try ItemFileDecoder.read(path: copy).fingerprint == fingerprint)
        #expect(try ItemFileDecoder.fingerprint(path: first) == fingerprint)
        #expect(try ItemFileDecoder.read(path: other).fingerprint != fingerprint)
    }

    @Test func fingerprintIsTheSHA256OfTheBytes() {
        #expect(
            ItemFileDecoder.fingerprint(of: Data("abc".utf8))
                == "sha256:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test(arguments: [
        ("", ItemSourceError.empty(file: "f.json")),
        (" \n\t ", .empty(file: "f.json")),
        ("[]", .noItems(file: "f.json")),
        (" [ ] ", .noItems(file: "f.json")),
        ("{\"id\": \"a\"}", .notAnArray(file: "f.json", found: .object)),
        ("\"items\"", .notAnArray(file: "f.json", found: .string)),
        ("42", .notAnArray(file: "f.json", found: .number)),
        ("true", .notAnArray(file: "f.json", found: .boolean)),
        ("null", .notAnArray(file: "f.json", found: .null)),
        ("[{\"id\": \n  x}]", .notJSON(file: "f.json", line: 2, column: 3)),
        ("[1,]", .notJSON(file: "f.json", line: 1, column: 4)),
        ("[{\"title\": \"日本語\" x", .notJSON(file: "f.json", line: 1, column: 18)),
        ("[{\"a\": 1}\n", .notJSON(file: "f.json", line: 2, column: 1)),
        ("[1] [2]", .notJSON(file: "f.json", line: 1, column: 5)),
        ("[\"\\x\"]", .notJSON(file: "f.json", line: 1, column: 4)),
        ("[01]", .notJSON(file: "f.json", line: 1, column: 3)),
        ("<html>", .notJSON(file: "f.json", line: 1, column: 1)),
        ("[1]", .notAnObject(file: "f.json", item: 1)),
        (array(itemJSON("a"), "\"b\""), .notAnObject(file: "f.json", item: 2)),
        (array(itemJSON("a"), itemJSON("b", ["title": nil])), .missingField(file: "f.json", item: 2, field: "title")),
        (array(itemJSON("a", ["stocks_count": nil])), .missingField(file: "f.json", item: 1, field: "stocks_count")),
        (
            array(itemJSON("a", ["comments_count": nil])),
            .missingField(file: "f.json", item: 1, field: "comments_count")
        ),
        (
            array(itemJSON("a", ["likes_count": "\"10\""])),
            .wrongType(file: "f.json", item: 1, field: "likes_count", expected: .number)
        ),
        (
            array(itemJSON("a", ["likes_count": "1.5"])),
            .wrongType(file: "f.json", item: 1, field: "likes_count", expected: .number)
        ),
        (
            array(itemJSON("a", ["title": "null"])),
            .nullField(file: "f.json", item: 1, field: "title", expected: .string)
        ),
        (
            array(itemJSON("a", ["user": "\"alice\""])),
            .wrongType(file: "f.json", item: 1, field: "user", expected: .object)
        ),
        (array(itemJSON("a", ["user": "{\"name\": \"\"}"])), .missingField(file: "f.json", item: 1, field: "user.id")),
        (
            array(itemJSON("a", ["user": "{\"id\": \"a\", \"name\": \"\", \"github_login_name\": 5}"])),
            .wrongType(file: "f.json", item: 1, field: "user.github_login_name", expected: .string)
        ),
        (array(itemJSON("a", ["tags": "{}"])), .wrongType(file: "f.json", item: 1, field: "tags", expected: .array)),
        (
            array(itemJSON("a", ["tags": "[\"Swift\"]"])),
            .wrongType(file: "f.json", item: 1, field: "tags", expected: .arrayOfObjects)
        ),
        (
            array(itemJSON("a", ["tags": "[{\"name\": \"Swift\", \"versions\": [6]}]"])),
            .wrongType(file: "f.json", item: 1, field: "tags.versions", expected: .arrayOfStrings)
        ),
        (
            array(itemJSON("a", ["tags": "[{\"versions\": []}]"])),
            .missingField(file: "f.json", item: 1, field: "tags.name")
        ),
        (
            array(itemJSON("a"), itemJSON("b", ["created_at": "\"yesterday\""])),
            .badTimestamp(file: "f.json", item: 2, field: "created_at", value: "yesterday")
        ),
        (
            array(itemJSON("a", ["updated_at": "\"2024-05-01\""])),
            .badTimestamp(file: "f.json", item: 1, field: "updated_at", value: "2024-05-01")
        ),
    ])
    func rejects(text: String, expected: ItemSourceError) {
        #expect(throws: expected) { try ItemFileDecoder.decode(Data(text.utf8), fileName: "f.json") }
    }

    /// Fields the API may leave out or send as null are optional in files too.
    @Test(arguments: [
        ["user": "{\"id\": \"alice\"}"],
        ["user": "{\"id\": \"alice\", \"name\": null}"],
        ["tags": "[{\"name\": \"Swift\"}]"],
        ["tags": "[{\"name\": \"Swift\", \"versions\": null}]"],
    ])
    func acceptsFieldsTheAPIMayOmit(changes: [String: String]) throws {
        let items = try ItemFileDecoder.decode(Data(array(itemJSON("a", changes)).utf8), fileName: "f.json")
        #expect(items.count == 1)
        if changes["user"] != nil { #expect(items[0].user == QiitaUser(id: "alice", name: "", githubLoginName: nil)) }
        if changes["tags"] != nil { #expect(items[0].tags == [QiitaTag(name: "Swift", versions: [])]) }
    }

    @Test func acceptsTimestampsInEveryQiitaForm() throws {
        for timestamp in ["2024-05-01T12:34:56Z", "2024-05-01T12:34:56.789+09:00", "2024-05-01T12:34:56-0500"] {
            let text = array(itemJSON("a", ["created_at": "\"\(timestamp)\""]))
            #expect(try ItemFileDecoder.decode(Data(text.utf8), fileName: "f.json")[0].createdAt == timestamp)
        }
    }

    @Test func namesAMissingFile() throws {
        let folder = try TemporaryDirectory()
        let missing = folder.file("missing.json")
        #expect(throws: ItemSourceError.notFound(path: missing)) { try ItemFileDecoder.read(path: missing) }
        let underAFile = try folder.write("[]", to: "plain.json") + "/inner.json"
        #expect(throws: ItemSourceError.notFound(path: underAFile)) { try ItemFileDecoder.read(path: underAFile) }
    }

    @Test func refusesADirectory() throws {
        let folder = try TemporaryDirectory()
        #expect(throws: ItemSourceError.isDirectory(path: folder.path)) { try ItemFileDecoder.read(path: folder.path) }
    }

    @Test func refusesAFileOverTheLimit() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.write(array(itemJSON("a")), to: "big.json")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        #expect(throws: ItemSourceError.tooLarge(path: path, size: size, limit: 100)) {
            try ItemFileDecoder.read(path: path, maxBytes: 100)
        }
        #expect(try ItemFileDecoder.read(path: path, maxBytes: size).items.count == 1)
    }

    @Test func refusesAnEmptyFileByPath() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.write("", to: "empty.json")
        #expect(throws: ItemSourceError.empty(file: path)) { try ItemFileDecoder.read(path: path) }
    }

    @Test(.enabled(if: getuid() != 0, "root reads any file"))
    func refusesAnUnreadableFile() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.write(array(itemJSON("a")), to: "secret.json")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: path)
        #expect(throws: ItemSourceError.notReadable(path: path, reason: "Permission denied")) {
            try ItemFileDecoder.read(path: path)
        }
    }

    @Test func errorsInAFileNameTheFile() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.write(array(itemJSON("a"), itemJSON("b", ["likes_count": "\"many\""])), to: "bad.json")
        #expect(throws: ItemSourceError.wrongType(file: path, item: 2, field: "likes_count", expected: .number)) {
            try ItemFileDecoder.read(path: path)
        }
    }

    @Test(arguments: [
        (ItemSourceError.notFound(path: "a.json"), "items file not found: a.json", "記事ファイルが見つかりません: a.json"),
        (
            .notReadable(path: "a.json", reason: "Permission denied"),
            "cannot read items file a.json: Permission denied", "記事ファイル a.json を読めません: 許可がありません"
        ),
        (.isDirectory(path: "dir"), "dir is a directory, not an items file", "dir はディレクトリです（記事ファイルではありません）"),
        (
            .tooLarge(path: "a.json", size: 600 * 1_048_576 + 524_288, limit: 512 * 1_048_576),
            "items file a.json is too large: 600.5 MiB (the limit is 512 MiB)",
            "記事ファイル a.json が大きすぎます: 600.5 MiB（上限 512 MiB）"
        ),
        (
            .tooLarge(path: "a.json", size: 120, limit: 100),
            "items file a.json is too large: 120 bytes (the limit is 100 bytes)",
            "記事ファイル a.json が大きすぎます: 120 bytes（上限 100 bytes）"
        ),
        (.empty(file: "a.json"), "items file a.json is empty", "記事ファイル a.json が空です"),
        (
            .notJSON(file: "a.json", line: 3, column: 5),
            "a.json is not JSON: error at line 3, column 5", "a.json は JSON ではありません（3行目 5列目）"
        ),
        (.notJSON(file: "a.json", line: nil, column: nil), "a.json is not JSON", "a.json は JSON ではありません"),
        (
            .notAnArray(file: "a.json", found: .object),
            "a.json: expected a JSON array of items, found an object",
            "a.json: 記事の JSON 配列が必要ですが、オブジェクトでした"
        ),
        (.noItems(file: "a.json"), "no items in a.json", "a.json に記事がありません"),
        (.notAnObject(file: "a.json", item: 2), "a.json: item 2: expected an object", "a.json: 2件目の記事がオブジェクトではありません"),
        (
            .missingField(file: "a.json", item: 3, field: "title"),
            "a.json: item 3: missing field \"title\"", "a.json: 3件目の記事にフィールド \"title\" がありません"
        ),
        (
            .wrongType(file: "a.json", item: 3, field: "likes_count", expected: .number),
            "a.json: item 3: field \"likes_count\" should be a number",
            "a.json: 3件目の記事のフィールド \"likes_count\" は数値でなければなりません"
        ),
        (
            .nullField(file: "a.json", item: 1, field: "title", expected: .string),
            "a.json: item 1: field \"title\" should be a string, not null",
            "a.json: 1件目の記事のフィールド \"title\" が null です（文字列が必要です）"
        ),
        (
            .badTimestamp(file: "a.json", item: 1, field: "created_at", value: "yesterday"),
            "a.json: item 1: field \"created_at\" should be an ISO 8601 timestamp like 2024-05-01T12:34:56+09:00, " +
            "not \"yesterday\"",
            "a.json: 1件目の記事のフィールド \"created_at\" が ISO 8601 の日時（例: 2024-05-01T12:34:56+09:00）ではありません: \"yesterday\""
        ),
        (
            .badTimestamp(
                file: "a.json", item: 2, field: "updated_at",
                value: "2024\u{0}05\u{1B}[2J" + String(repeating: "9", count: 60)),
            "a.json: item 2: field \"updated_at\" should be an ISO 8601 timestamp like 2024-05-01T12:34:56+09:00, " +
            "not \"2024^@05"
                + String(repeating: "9", count: 29) + "…\"",
            "a.json: 2件目の記事のフィールド \"updated_at\" が ISO 8601 の日時（例: 2024-05-01T12:34:56+09:00）ではありません: \"2024^@05"
                + String(repeating: "9", count: 29) + "…\""
        ),
    ])
    func explainsErrors(error: ItemSourceError, english: String, japanese: String) {
        #expect(error.message.text(in: .english) == english)
        #expect(error.description == english)
        #expect(error.message.text(in: .japanese) == japanese)
    }
}
