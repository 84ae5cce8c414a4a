import Foundation

/// A feed someone follows: a tag's items or a user's items, newest first, as Qiita serves
/// them (`GET /api/v2/tags/:tag_id/items`, `GET /api/v2/users/:user_id/items`). Written and
/// read as the query that finds its items: `tag:swift`, `user:alice`.
public enum Feed: Hashable, Sendable, Codable, Comparable {
    case tag(String)
    case user(String)

    /// `tag:NAME` or `user:ID` (the qualifier in any case); nil for anything else, or a name
    /// Qiita could not have (empty, blanks, control characters, `/`, over 64 characters).
    public init?(_ text: String) {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let kind = text[..<colon].lowercased()
        let name = String(text[text.index(after: colon)...])
        guard Self.isPlausibleName(name) else { return nil }
        switch kind {
        case "tag": self = .tag(name)
        case "user":
            guard name.unicodeScalars.allSatisfy({ $0.isASCII && (Self.userIDCharacters.contains($0)) }) else {
                return nil
            }
            self = .user(name)
        default: return nil
        }
    }

    /// The tag's name or the user's ID.
    public var name: String {
        switch self {
        case .tag(let name), .user(let name): name
        }
    }

    /// `tag` or `user`.
    public var kind: String {
        switch self {
        case .tag: "tag"
        case .user: "user"
        }
    }

    /// `tag:swift`: how it is typed, and the query that finds its items.
    public var text: String { "\(kind):\(name)" }

    /// The same feed whatever the case of a tag's name (Qiita's tags ignore case; user IDs do not).
    public var key: String {
        switch self {
        case .tag(let name): "tag:" + name.lowercased()
        case .user(let id): "user:" + id
        }
    }

    public static func < (lhs: Feed, rhs: Feed) -> Bool { lhs.key < rhs.key }

    private static func isPlausibleName(_ name: String) -> Bool {
        (1...64).contains(name.count)
            && !name.unicodeScalars.contains {
                $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F || $0 == "/" || $0 == "\\"
                    || (0x80...0x9F).contains($0.value)
            }
    }

    private static let userIDCharacters = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
}

extension Feed {
    /// The query that finds the feed's items in a catalogue (`tag:swift`; a name that needs
    /// them in quotes).
    package var queryText: String { "\(kind):\(ItemQueryQuoting.valueText(name))" }
}
