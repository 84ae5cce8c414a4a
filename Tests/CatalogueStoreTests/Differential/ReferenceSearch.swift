import Foundation
#if canImport(Glibc)
import Glibc
#endif
@testable import ItemsModel

/// An obviously correct search, to prove the SQLite one against: plain Swift over the decoded
/// items, written from the documented meaning of a query and nothing of the store's.
///
/// A word or phrase is a substring of the title or the body (`title:`/`body:`: of that one),
/// compared byte for byte after ASCII letters are lowered; `tag:`/`user:` equal a tag name or
/// the author's id, ASCII letters compared without case; counts and days compare as numbers and
/// as `YYYY-MM-DD` text (the day as the timestamp wrote it, in its own offset); `is:read` and
/// `is:stocked` hold for the ids in the marks, `is:unread` for the others; a clause holds
/// when any of its alternatives does, a negated one when it does not; every clause must hold.
/// Results are newest first (by the instant, ties by id), or in the query's order (see `ordered`).
struct ReferenceSearch {
    private struct Entry {
        let item: QiitaItem
        let title: [UInt8]
        let body: [UInt8]
        let tags: [String]
        let instant: Date
        let createdDay: String
        let updatedDay: String
    }

    private let entries: [Entry]

    /// Of items sharing an id the last wins, as in an import.
    init(items: [QiitaItem]) {
        var byID: [String: QiitaItem] = [:]
        for item in items { byID[item.id] = item }
        let parser = ISO8601DateFormatter()
        entries = byID.values.map { item in
            Entry(
                item: item, title: Self.folded(item.title), body: Self.folded(item.body),
                tags: item.tags.map { Self.lowered($0.name) },
                instant: parser.date(from: item.createdAt) ?? .distantPast,
                createdDay: String(item.createdAt.prefix(10)), updatedDay: String(item.updatedAt.prefix(10)))
        }
        .sorted { $0.instant != $1.instant ? $0.instant > $1.instant : $0.item.id < $1.item.id }
    }

    /// The ids of the matching items, newest first.
    func ids(matching query: ItemQuery, marks: ItemMarks = .none) -> [String] {
        let read = Set(marks.readIDs), stocked = Set(marks.stockedIDs)
        let matching = entries.filter { entry in
            query.clauses.allSatisfy { clause in
                clause.alternatives.contains { holds($0, for: entry, read: read, stocked: stocked) }
            }
        }
        return Self.ordered(matching, by: query.order).map(\.item.id)
    }

    /// The entries (newest first already) in `order`: by the field, largest or latest first
    /// unless ascending; ties newest first, then by id; ascending creation reverses it all.
    private static func ordered(_ entries: [Entry], by order: ItemOrder) -> [Entry] {
        if order.field == .created { return order.ascending ? entries.reversed() : entries }
        // Relevance is compared as a set (`SearchDifferentialTests`): ranking orders the matches only.
        if order.isRelevance { return entries }
        let parser = ISO8601DateFormatter()
        func key(_ entry: Entry) -> Double {
            switch order.field {
            case .created: entry.instant.timeIntervalSince1970
            case .updated: (parser.date(from: entry.item.updatedAt) ?? .distantPast).timeIntervalSince1970
            case .likes: Double(entry.item.likesCount)
            case .stocks: Double(entry.item.stocksCount)
            case .comments: Double(entry.item.commentsCount)
            case .relevance: 0
            }
        }
        // Stable on the newest-first order, which already breaks ties.
        return entries.enumerated().sorted { a, b in
            let (ka, kb) = (key(a.element), key(b.element))
            if ka != kb { return order.ascending ? ka < kb : ka > kb }
            return a.offset < b.offset
        }.map(\.element)
    }

    private func holds(
        _ predicate: ItemQueryPredicate, for entry: Entry, read: Set<String>, stocked: Set<String>
    ) -> Bool {
        let positive: Bool
        switch predicate.kind {
        case let .text(term), let .phrase(term):
            positive = Self.contains(entry.title, Self.folded(term)) || Self.contains(entry.body, Self.folded(term))
        case let .title(term): positive = Self.contains(entry.title, Self.folded(term))
        case let .body(term): positive = Self.contains(entry.body, Self.folded(term))
        case let .tag(name): positive = entry.tags.contains(Self.lowered(name))
        case let .user(id): positive = Self.lowered(entry.item.user.id) == Self.lowered(id)
        case let .count(field, comparison, value):
            let count = field == .likes ? entry.item.likesCount : entry.item.stocksCount
            positive = Self.compare(count, comparison, value)
        case let .date(field, comparison, day):
            let itemDay = field == .created ? entry.createdDay : entry.updatedDay
            positive = Self.compare(itemDay, comparison, day)
        case .mark(.read): positive = read.contains(entry.item.id)
        case .mark(.unread): positive = !read.contains(entry.item.id)
        case .mark(.stocked): positive = stocked.contains(entry.item.id)
        }
        return predicate.isNegated ? !positive : positive
    }

    private static func compare<T: Comparable>(_ left: T, _ comparison: ItemQueryComparison, _ right: T) -> Bool {
        switch comparison {
        case .lessThan: left < right
        case .lessThanOrEqual: left <= right
        case .equal: left == right
        case .greaterThanOrEqual: left >= right
        case .greaterThan: left > right
        }
    }

    /// UTF-8 with ASCII letters lowered.
    private static func folded(_ text: String) -> [UInt8] {
        text.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }
    }

    private static func lowered(_ text: String) -> String {
        String(decoding: folded(text), as: UTF8.self)
    }

    /// Whether `needle` occurs in `haystack`, byte for byte: each place the first byte occurs
    /// (`memchr`) is compared whole (`memcmp`).
    private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard needle.count <= haystack.count else { return false }
        return haystack.withUnsafeBytes { hay in
            needle.withUnsafeBytes { wanted in
                let last = hay.count - wanted.count
                var start = 0
                while start <= last {
                    guard let found = memchr(hay.baseAddress! + start, Int32(wanted[0]), last - start + 1) else {
                        return false
                    }
                    let offset = hay.baseAddress!.distance(to: UnsafeRawPointer(found))
                    if memcmp(hay.baseAddress! + offset, wanted.baseAddress!, wanted.count) == 0 { return true }
                    start = offset + 1
                }
                return false
            }
        }
    }
}
