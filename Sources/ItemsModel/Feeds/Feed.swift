import FoundationEssentials

/// A feed someone follows: a tag's items or a user's items, newest first, as Qiita serves
/// them (`GET /api/v2/tags/:tag_id/items`, `GET /api/v2/users/:user_id/items`). Written and
/// read as the query that finds its items: `tag:swift`, `user:alice`.
public enum Feed: Hashable, Sendable, Codable, Comparable {
    case tag(String)
    case user(String)

    /// `tag:NAME` or `user:ID` (the qualifier in any case); nil for anything else, or a name
    /// Qiita could not have (see `parse`).
    public init?(_ text: String) {
        guard case .success(let feed) = Self.parse(text) else { return nil }
        self = feed
    }

    /// The longest tag name or user ID taken. Qiita publishes no limit; this is generous (no
    /// real tag or ID comes near it) and keeps a pasted paragraph from becoming a feed.
    public static let longestName = 64

    /// `tag:NAME` or `user:ID` (the qualifier in any case), or what is wrong with it. A user ID
    /// is ASCII letters, digits, `_` and `-` (Qiita's IDs; its exact rules are not published, so
    /// this is the conservative reading). A tag name may be anything Qiita's are (`C#`, `.NET`,
    /// `C++`, `初心者`) but blanks, control characters, and `/` and `\` (a tag's page and items
    /// are at `/tags/NAME`, where those would be read as another path).
    public static func parse(_ text: String) -> Result<Feed, FeedTextProblem> {
        guard let colon = text.firstIndex(of: ":") else { return .failure(.notAFeed) }
        let kind = text[..<colon].lowercased()
        let name = String(text[text.index(after: colon)...])
        guard kind == "tag" || kind == "user" else { return .failure(.notAFeed) }
        guard !name.isEmpty else { return .failure(.nameMissing(kind: kind)) }
        if kind == "user" {
            if let bad = name.unicodeScalars.first(where: { !isUserIDCharacter($0) }) {
                return .failure(.userIDCharacter(bad))
            }
            guard name.count <= longestName else { return .failure(.userIDTooLong(name.count)) }
            return .success(.user(name))
        }
        if let control = name.unicodeScalars.first(where: isControl) { return .failure(.tagControl(control)) }
        if name.unicodeScalars.contains(where: \.properties.isWhitespace) { return .failure(.tagBlank) }
        if name.contains("/") || name.contains("\\") { return .failure(.tagSlash) }
        guard name.count <= longestName else { return .failure(.tagTooLong(name.count)) }
        return .success(.tag(name))
    }

    /// C0 and C1 controls, DEL, and the invisible marks that reorder or hide text (bidi
    /// controls, zero-width space, word joiner, byte order mark).
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.properties.isBidiControl
            || [0x200B, 0x2060, 0xFEFF].contains(scalar.value)
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

    /// An ASCII letter or digit, `-` or `_`: what a Qiita user ID is made of.
    static func isUserIDCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "A"..."Z", "a"..."z", "0"..."9", "-", "_": true
        default: false
        }
    }
}

extension Feed {
    /// The query that finds the feed's items in a catalogue (`tag:swift`; a name that needs
    /// them in quotes).
    package var queryText: String { "\(kind):\(ItemQueryQuoting.valueText(name))" }
}

/// Why a word is not a feed, for the one line that says so.
public enum FeedTextProblem: Error, Equatable, Sendable {
    /// Neither `tag:NAME` nor `user:ID`.
    case notAFeed
    /// `tag:` or `user:` with nothing after it.
    case nameMissing(kind: String)
    /// A user ID with a character other than ASCII letters, digits, `_` and `-`.
    case userIDCharacter(Unicode.Scalar)
    /// Longer than `Feed.longestName` characters (how many it has).
    case userIDTooLong(Int)
    case tagTooLong(Int)
    /// A tag name with a space (or any blank).
    case tagBlank
    /// A tag name with a control character or an invisible mark.
    case tagControl(Unicode.Scalar)
    /// A tag name with `/` or `\`.
    case tagSlash
}
