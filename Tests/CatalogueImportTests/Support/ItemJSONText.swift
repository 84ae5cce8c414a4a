/// One item as Qiita's API sends it (extra fields included), each value raw JSON text;
/// `changes` replace values (or add fields Qiita's item does not have, such as `comments`), and a
/// nil change removes the field.
func itemJSON(_ id: String, _ changes: [String: String?] = [:]) -> String {
    let fields: [(String, String)] = [
        ("rendered_body", "\"<p>本文</p>\""),
        ("body", "\"# 本文\\nSwiftの話。\""),
        ("coediting", "false"),
        ("comments_count", "2"),
        ("created_at", "\"2024-05-01T12:34:56+09:00\""),
        ("group", "null"),
        ("id", "\"\(id)\""),
        ("likes_count", "10"),
        ("private", "false"),
        ("reactions_count", "0"),
        ("stocks_count", "7"),
        ("tags", "[{\"name\": \"Swift\", \"versions\": [\"6.0\"]}, {\"name\": \"Linux\", \"versions\": []}]"),
        ("title", "\"記事 \(id)\""),
        ("updated_at", "\"2024-05-02T08:00:00+09:00\""),
        ("url", "\"https://qiita.com/alice/items/\(id)\""),
        (
            "user",
            """
            {"description": "hi", "followers_count": 3, "github_login_name": null, "id": "alice", \
            "items_count": 12, "name": "", "profile_image_url": "https://example.com/a.png"}
            """
        ),
        ("page_views_count", "null"),
    ]
    var members: [String] = []
    for (key, value) in fields {
        if let change = changes[key] {
            if let change { members.append("\"\(key)\": \(change)") }
        } else {
            members.append("\"\(key)\": \(value)")
        }
    }
    for (key, change) in changes.sorted(by: { $0.key < $1.key }) where !fields.contains(where: { $0.0 == key }) {
        if let change { members.append("\"\(key)\": \(change)") }
    }
    return "{" + members.joined(separator: ", ") + "}"
}

func array(_ items: String...) -> String {
    "[\n" + items.joined(separator: ",\n") + "\n]"
}
