import Foundation
@testable import ItemsModel

/// Random queries from the query grammar, seeded (the same seed gives the same queries on every
/// machine), drawn from a catalogue's own text and values so that they match something: terms
/// of 1–6 characters cut from titles and bodies (Japanese and ASCII, letters in random case),
/// words with an apostrophe inside (`it's`, `Don't`, as English is typed), phrases, OR chains,
/// exclusions, and every qualifier with boundary values (an item's exact likes count, its own
/// day, one either side), and `is:` marks.
struct QueryGenerator {
    private var state: UInt64
    private let items: [QiitaItem]

    init(seed: UInt64, items: [QiitaItem]) {
        state = seed &+ 0x9E37_79B9_7F4A_7C15
        self.items = items
    }

    mutating func query() -> ItemQuery {
        let clauses = (0..<number(in: 1...3)).map { _ in
            let alternatives = chance(80) ? 1 : (chance(75) ? 2 : 3)
            return ItemQueryClause((0..<alternatives).map { _ in ItemQueryPredicate(kind(), isNegated: chance(18)) })
        }
        // One query in four in another order than newest first.
        guard chance(25) else { return ItemQuery(clauses: clauses) }
        let fields = ItemOrder.Field.allCases
        return ItemQuery(
            clauses: clauses, order: ItemOrder(fields[number(in: 0...(fields.count - 1))], ascending: chance(50)))
    }

    private mutating func kind() -> ItemQueryPredicate.Kind {
        let item = items[number(in: 0...(items.count - 1))]
        switch number(in: 0...99) {
        case 0..<8: return apostropheWord(near: item).map(Self.bare) ?? word(from: item)
        case 8..<33: return word(from: item)
        case 33..<35: return compoundNoun(near: item) ?? word(from: item)
        case 35..<45: return .phrase(term(from: item, allowingSpaces: true))
        case 45..<52: return .title(term(from: item, in: item.title))
        case 52..<58: return .body(term(from: item, in: item.body))
        case 58..<70:
            return .tag(randomCase(item.tags.isEmpty ? "swift" : item.tags[number(in: 0...(item.tags.count - 1))].name))
        case 70..<78: return .user(randomCase(item.user.id))
        case 78..<89:
            let field: ItemQueryCountField = chance(50) ? .likes : .stocks
            let count = field == .likes ? item.likesCount : item.stocksCount
            return .count(field, comparison(), max(0, count + number(in: -1...1)))
        case 95...:
            return .mark(ItemMark.allCases[number(in: 0...(ItemMark.allCases.count - 1))])
        default:
            let field: ItemQueryDateField = chance(50) ? .created : .updated
            let day = String((field == .created ? item.createdAt : item.updatedAt).prefix(10))
            return .date(field, comparison(), chance(70) ? day : Self.neighbour(of: day, by: chance(50) ? 1 : -1))
        }
    }

    /// Japanese words written apart in some item from `item` on (`記法 チートシート`), typed
    /// joined: a compound noun, which the store also finds written apart.
    private mutating func compoundNoun(near item: QiitaItem) -> ItemQueryPredicate.Kind? {
        let start = items.firstIndex(of: item) ?? 0
        for candidate in items[start...].prefix(200) {
            if let found = (candidate.title + "\n" + candidate.body).firstMatch(of: Self.apart) {
                return .text(String(found.output.1) + String(found.output.2))
            }
        }
        return nil
    }

    nonisolated(unsafe) private static let apart = #/([\p{Han}\p{Katakana}ー]{2,6}) ([\p{Han}\p{Katakana}ー]{2,6})/#

    /// A bare word when the parser would read it back as one, else the same text quoted.
    private mutating func word(from item: QiitaItem) -> ItemQueryPredicate.Kind {
        Self.bare(term(from: item, allowingSpaces: false))
    }

    /// A word with an apostrophe inside, as English is typed (`it's`, `Don't`, `beginner's`):
    /// cut around an apostrophe of `item`, or of another item when it has none (a few are tried).
    private mutating func apostropheWord(near item: QiitaItem) -> String? {
        if let word = apostropheWord(from: item) { return word }
        for _ in 0..<4 {
            if let word = apostropheWord(from: items[number(in: 0...(items.count - 1))]) { return word }
        }
        return nil
    }

    /// A word cut around one of the item's own apostrophes, starting at a letter; nil when it
    /// has none.
    private mutating func apostropheWord(from item: QiitaItem) -> String? {
        let text = Array(chance(40) ? item.title : item.body)
        let inside = text.indices.filter { index in
            text[index] == "'" && index > 0 && text[index - 1].isLetter && index + 1 < text.count
                && text[index + 1].isLetter
        }
        guard !inside.isEmpty else { return nil }
        let apostrophe = inside[number(in: 0...(inside.count - 1))]
        let (before, after) = (number(in: 1...5), number(in: 1...4))
        var start = apostrophe - 1
        while start > 0, text[start - 1].isLetter, apostrophe - start < before { start -= 1 }
        var end = apostrophe + 2
        while end < text.count, text[end].isLetter, end - apostrophe <= after { end += 1 }
        return randomCase(String(text[start..<end]))
    }

    /// The word as a bare term, or as a phrase when the parser would read it as something else.
    private static func bare(_ text: String) -> ItemQueryPredicate.Kind {
        let plain =
            !ItemQueryQuoting.needsQuotes(text, afterMinus: false) && !text.contains("(") && !text.contains(")")
            && text.uppercased() != "AND" && text.uppercased() != "OR"
        return plain ? .text(text) : .phrase(text)
    }

    private mutating func term(from item: QiitaItem, allowingSpaces: Bool) -> String {
        term(from: item, in: chance(40) ? item.title : item.body, allowingSpaces: allowingSpaces)
    }

    /// 1–6 characters of `text`, without quotes or controls (and without spaces unless allowed).
    private mutating func term(from item: QiitaItem, in text: String, allowingSpaces: Bool = true) -> String {
        let characters = Array(text)
        for _ in 0..<20 {
            guard !characters.isEmpty else { break }
            let length = number(in: 1...6)
            let start = number(in: 0...max(0, characters.count - length))
            let piece = String(characters[start..<min(characters.count, start + length)])
            let usable =
                !piece.contains { $0 == "\"" || $0.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } }
                && (allowingSpaces
                    ? !piece.trimmingCharacters(in: .whitespaces).isEmpty
                        && piece.trimmingCharacters(in: .whitespaces) == piece
                    : !piece.contains { $0.isWhitespace })
            if usable { return randomCase(piece) }
        }
        return "swift"
    }

    private mutating func comparison() -> ItemQueryComparison {
        ItemQueryComparison.allCases[number(in: 0...(ItemQueryComparison.allCases.count - 1))]
    }

    /// ASCII letters flipped to upper case at random.
    private mutating func randomCase(_ text: String) -> String {
        String(
            text.map { character in
                character.isASCII && character.isLetter && chance(40) ? Character(character.uppercased()) : character
            })
    }

    /// The day before or after `YYYY-MM-DD` (month ends are not needed to be exact: any valid day next to it will do).
    private static func neighbour(of day: String, by offset: Int) -> String {
        let parts = day.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return day }
        let next = min(28, max(1, parts[2] + offset))
        return String(format: "%04d-%02d-%02d", parts[0], parts[1], next)
    }

    private mutating func chance(_ percent: Int) -> Bool { number(in: 0...99) < percent }

    private mutating func number(in range: ClosedRange<Int>) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return range.lowerBound + Int((state >> 33) % UInt64(range.count))
    }
}
