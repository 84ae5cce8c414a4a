/// Reads one item of a JSON file from its bytes without `JSONDecoder`, which spent most of an
/// import's decoding thread building containers and strings for it.
///
/// It reads what the `Codable` conformance of ItemsModel's `QiitaItem` reads (unknown keys
/// skipped, optional fields null or absent), as a `QuickItem` that CatalogueImport maps to a
/// `QiitaItem`, and gives nil for anything it is not sure to read the same way: a
/// missing or repeated field, a value of another type, an escape in a key, any number but a plain
/// integer, malformed JSON. The caller then asks `JSONDecoder`, which decides, and names the
/// problem; so an import reads every file exactly as before (FastPathsTests'
/// `QiitaItemQuickDecoderTests` compare both on random and damaged items).
package enum QiitaItemQuickDecoder {
    /// The item `bytes` hold (one JSON object), or nil to leave it to `JSONDecoder`.
    package static func item(from bytes: [UInt8]) -> QuickItem? {
        bytes.withUnsafeBufferPointer { buffer in
            var cursor = JSONByteCursor(buffer)
            guard let item = item(&cursor) else { return nil }
            cursor.skipWhitespace()
            return cursor.isAtEnd ? item : nil
        }
    }

    private static func item(_ cursor: inout JSONByteCursor) -> QuickItem? {
        var id: String?, title: String?, body: String?, url: String?, user: QuickUser?, tags: [QuickTag]?
        var likes: Int?, stocks: Int?, commentsCount: Int?, createdAt: String?, updatedAt: String?
        var comments: [QuickComment]?, commentsSeen = false
        let complete = members(&cursor) { cursor, key in
            if cursor.bytes(key, are: "id") { return once(&id, cursor.string()) }
            if cursor.bytes(key, are: "title") { return once(&title, cursor.string()) }
            if cursor.bytes(key, are: "body") { return once(&body, cursor.string()) }
            if cursor.bytes(key, are: "url") { return once(&url, cursor.string()) }
            if cursor.bytes(key, are: "user") { return once(&user, self.user(&cursor)) }
            if cursor.bytes(key, are: "tags") { return once(&tags, array(&cursor, of: tag)) }
            if cursor.bytes(key, are: "likes_count") { return once(&likes, cursor.integer()) }
            if cursor.bytes(key, are: "stocks_count") { return once(&stocks, cursor.integer()) }
            if cursor.bytes(key, are: "comments_count") { return once(&commentsCount, cursor.integer()) }
            if cursor.bytes(key, are: "created_at") { return once(&createdAt, cursor.string()) }
            if cursor.bytes(key, are: "updated_at") { return once(&updatedAt, cursor.string()) }
            if cursor.bytes(key, are: "comments") {
                return optional(&comments, seen: &commentsSeen, &cursor) { array(&$0, of: comment) }
            }
            return cursor.skipValue(depth: 1)
        }
        guard complete, let id, let title, let body, let url, let user, let tags, let likes, let stocks,
            let commentsCount, let createdAt, let updatedAt
        else { return nil }
        return QuickItem(
            id: id, title: title, body: body, url: url, user: user, tags: tags, likesCount: likes,
            stocksCount: stocks, commentsCount: commentsCount, createdAt: createdAt,
            updatedAt: updatedAt, comments: comments)
    }

    private static func user(_ cursor: inout JSONByteCursor) -> QuickUser? {
        var id: String?, name: String?, github: String?, nameSeen = false, githubSeen = false
        let complete = members(&cursor) { cursor, key in
            if cursor.bytes(key, are: "id") { return once(&id, cursor.string()) }
            if cursor.bytes(key, are: "name") { return optional(&name, seen: &nameSeen, &cursor) { $0.string() } }
            if cursor.bytes(key, are: "github_login_name") {
                return optional(&github, seen: &githubSeen, &cursor) { $0.string() }
            }
            return cursor.skipValue(depth: 2)
        }
        guard complete, let id else { return nil }
        return QuickUser(id: id, name: name ?? "", githubLoginName: github)
    }

    private static func tag(_ cursor: inout JSONByteCursor) -> QuickTag? {
        var name: String?, versions: [String]?, versionsSeen = false
        let complete = members(&cursor) { cursor, key in
            if cursor.bytes(key, are: "name") { return once(&name, cursor.string()) }
            if cursor.bytes(key, are: "versions") {
                return optional(&versions, seen: &versionsSeen, &cursor) { array(&$0) { $0.string() } }
            }
            return cursor.skipValue(depth: 3)
        }
        guard complete, let name else { return nil }
        return QuickTag(name: name, versions: versions ?? [])
    }

    private static func comment(_ cursor: inout JSONByteCursor) -> QuickComment? {
        var id: String?, body: String?, rendered: String?, renderedSeen = false
        var createdAt: String?, updatedAt: String?, user: QuickUser?
        let complete = members(&cursor) { cursor, key in
            if cursor.bytes(key, are: "id") { return once(&id, cursor.string()) }
            if cursor.bytes(key, are: "body") { return once(&body, cursor.string()) }
            if cursor.bytes(key, are: "rendered_body") {
                return optional(&rendered, seen: &renderedSeen, &cursor) { $0.string() }
            }
            if cursor.bytes(key, are: "created_at") { return once(&createdAt, cursor.string()) }
            if cursor.bytes(key, are: "updated_at") { return once(&updatedAt, cursor.string()) }
            if cursor.bytes(key, are: "user") { return once(&user, self.user(&cursor)) }
            return cursor.skipValue(depth: 3)
        }
        guard complete, let id, let body, let createdAt, let updatedAt, let user else { return nil }
        return QuickComment(
            id: id, body: body, renderedBody: rendered, createdAt: createdAt, updatedAt: updatedAt,
            user: user)
    }

    /// Walks an object's members, handing each key to `member`, which reads the value; false
    /// when the object is malformed or `member` refused a value.
    static func members(
        _ cursor: inout JSONByteCursor, _ member: (inout JSONByteCursor, Range<Int>) -> Bool
    ) -> Bool {
        guard cursor.take(UInt8(ascii: "{")) else { return false }
        if cursor.take(UInt8(ascii: "}")) { return true }
        repeat {
            guard let key = cursor.key(), member(&cursor, key) else { return false }
        } while cursor.take(UInt8(ascii: ","))
        return cursor.take(UInt8(ascii: "}"))
    }

    /// An array of values read by `element`; nil when one is refused.
    static func array<Element>(
        _ cursor: inout JSONByteCursor, of element: (inout JSONByteCursor) -> Element?
    ) -> [Element]? {
        guard cursor.take(UInt8(ascii: "[")) else { return nil }
        var elements: [Element] = []
        if cursor.take(UInt8(ascii: "]")) { return elements }
        repeat {
            guard let value = element(&cursor) else { return nil }
            elements.append(value)
        } while cursor.take(UInt8(ascii: ","))
        return cursor.take(UInt8(ascii: "]")) ? elements : nil
    }

    /// Keeps a required field's value; false when it was refused or the key came before.
    static func once<Value>(_ field: inout Value?, _ value: Value?) -> Bool {
        guard field == nil, let value else { return false }
        field = value
        return true
    }

    /// An optional field: null or a value `read` accepts, once.
    static func optional<Value>(
        _ field: inout Value?, seen: inout Bool, _ cursor: inout JSONByteCursor,
        read: (inout JSONByteCursor) -> Value?
    ) -> Bool {
        guard !seen else { return false }
        seen = true
        if cursor.takeNull() { return true }
        field = read(&cursor)
        return field != nil
    }
}
