import ItemsModel
import SQLiteKit
import ShellKit

/// Ranks the matches of a query by relevance (`--sort rel`, see `RankingWeights` for the
/// score). Which items match is decided as newest first decides it (its plans' sorted rowids, or
/// the very FTS5 expression they read); ranking only orders them, so the count and the set
/// never change.
///
/// Each part is read from an index as a list, never per match: one pass over the trigram index
/// for every word of three or more characters, scored as SQLite's `bm25()` scores (`ItemTextScan`;
/// on a large catalogue a word in more than a tenth of the items is looked for in titles only),
/// the pair index's title hits of each two-character word, and the tag lists of the
/// query's words; popularity and age come from `RankStatics` in memory. Only the best
/// `RankingWeights.rerankDepth` are then read whole (code-only words, phrases).
package struct ItemRankPlan {
    /// A word of the query, and the column it is limited to (`title:`, `body:`; nil for both).
    struct Word: Equatable {
        let text: String
        let column: String?
    }

    /// The query's positive words and phrases, in order, each once.
    let words: [Word]
    /// The query's clauses (which words must be found together).
    let clauses: [ItemQueryClause]
    /// Bare words of the query in the order typed, each with the next bare word (`docker compose`;
    /// qualifiers between are skipped).
    let adjacentWords: [(first: String, second: String)]

    /// The same pairs as the phrases they make (`docker compose`).
    var adjacentPairs: [String] { adjacentWords.map { $0.first + " " + $0.second } }

    init(_ query: ItemQuery) {
        var words: [Word] = []
        var bare: [String] = []
        for clause in query.clauses {
            if clause.alternatives.count == 1, let only = clause.alternatives.first, !only.isNegated,
                case let .text(word) = only.kind
            {
                bare.append(word)
            }
            for predicate in clause.alternatives where !predicate.isNegated {
                guard let (column, text) = ItemFullTextExpression.text(of: predicate.kind) else { continue }
                let word = Word(text: text, column: column)
                if !words.contains(word) { words.append(word) }
            }
        }
        self.words = words
        clauses = query.clauses
        adjacentWords = zip(bare, bare.dropFirst()).map { (first: $0, second: $1) }
    }

    /// The best `depth` of the query's matches, best first: by score, then newest first,
    /// then by rowid; all of them when `depth` reaches their count. Only the best `depth +
    /// rerankDepth` are ever sorted (`BestFirst`): reading the best `rerankDepth` whole changes
    /// only their scores (code-only words lower some, phrases raise some), so the first `depth` of
    /// those, sorted again, are the exact best. Ties go to the newer item, then the lower rowid.
    ///
    /// `matchSet` gives the matches unless the scan over the trigram index finds exactly them
    /// (`exactScan`, and no frequent word looked for in titles only): then the scan's rows are
    /// the matches and the set is read once. The matches' count goes with the ranking; nothing
    /// is ranked when `offset`, the first match wanted, is nil or past them.
    func rank(
        matchSet: () throws -> [Int64], statics: RankStatics, frequencies: inout DocumentFrequencies, depth: Int,
        from offset: Int?, in db: Database
    ) throws -> RankedMatches {
        let titleOnly = try frequentWords(among: statics.itemCount, frequencies: &frequencies, in: db)
        var matches: [Int64] = []
        var parts: [ItemScore] = []
        if titleOnly.isEmpty, let scan = exactScan {
            var ascending = true
            try scan.score(statics: statics, frequencies: &frequencies, in: db) { rowid, score in
                ascending = ascending && (matches.last ?? .min) < rowid
                matches.append(rowid)
                parts.append(ItemScore(text: score))
            }
            if !ascending {
                let order = matches.indices.sorted { matches[$0] < matches[$1] }
                (matches, parts) = (order.map { matches[$0] }, order.map { parts[$0] })
            }
        } else {
            matches = try matchSet()
            parts = [ItemScore](repeating: ItemScore(), count: matches.count)
            if let scan = textScan(titleOnly: titleOnly) {
                try scan.score(statics: statics, frequencies: &frequencies, in: db) { rowid, score in
                    guard let index = SortedRowids.index(of: rowid, in: matches) else { return }
                    parts[index].text += score
                }
            }
        }
        guard let offset, offset < matches.count else { return RankedMatches(matches: [], count: matches.count) }
        let depth = min(depth, matches.count)
        func add(_ value: Double, to rowid: Int64, _ part: WritableKeyPath<ItemScore, Double>) {
            guard let index = SortedRowids.index(of: rowid, in: matches) else { return }
            parts[index][keyPath: part] += value
        }
        for word in words where word.column != "body" && word.text.count < ItemTextIndex.minimumTrigramLength {
            guard let pair = ItemBigrams.word(for: word.text) else { continue }
            let string = ItemTextIndex.ftsString(pair)
            let holding =
                try Int.fetchOne(
                    db.cachedStatement(sql: "SELECT COUNT(*) FROM item_bigram WHERE item_bigram MATCH ?"),
                    arguments: [string]) ?? 0
            let value = RankingWeights.shortWordInTitle * RankingWeights.rarity(holding: holding, of: statics.itemCount)
            for rowid in try Int64.fetchAll(
                db.cachedStatement(sql: "SELECT rowid FROM item_bigram WHERE item_bigram MATCH ?"),
                arguments: ["title : " + string])
            {
                add(value, to: rowid, \.shortWordsInTitle)
            }
        }
        for tag in tagNames {
            let tagged = try Int64.fetchAll(
                db.cachedStatement(sql: "SELECT item_rowid FROM item_tag WHERE name = ? ORDER BY item_rowid"),
                arguments: [tag])
            let value = RankingWeights.tag * RankingWeights.rarity(holding: tagged.count, of: statics.itemCount)
            var previous: Int64?
            for rowid in tagged where rowid != previous {
                add(value, to: rowid, \.tags)
                previous = rowid
            }
        }
        var totals = [Double](repeating: 0, count: matches.count)
        for (index, rowid) in matches.enumerated() {
            parts[index].popularity = statics.popularity(of: rowid)
            parts[index].age = statics.age(of: rowid)
            totals[index] = parts[index].total
        }
        let exact = depth >= matches.count
        let candidates = BestFirst.best(
            exact ? matches.count : depth + RankingWeights.rerankDepth, of: matches.count
        ) { a, b in
            Self.ranksAbove((totals[a], matches[a]), (totals[b], matches[b]), statics: statics)
        }
        var ranked = candidates.map { RankedMatch(rowid: matches[$0], score: parts[$0]) }
        let reread = min(RankingWeights.rerankDepth, ranked.count)
        if reread > 0, !words.isEmpty, try rereadBest(&ranked[0..<reread], db: db) {
            ranked.sort { a, b in
                Self.ranksAbove((a.score.total, a.rowid), (b.score.total, b.rowid), statics: statics)
            }
        }
        return RankedMatches(matches: exact ? ranked : Array(ranked.prefix(depth)), count: matches.count)
    }

    /// The order of a ranking: the higher score, then the newer item, then the lower rowid.
    private static func ranksAbove(
        _ a: (total: Double, rowid: Int64), _ b: (total: Double, rowid: Int64), statics: RankStatics
    ) -> Bool {
        if a.total != b.total { return a.total > b.total }
        let (newerA, newerB) = (statics.created(of: a.rowid), statics.created(of: b.rowid))
        return newerA != newerB ? newerA > newerB : a.rowid < b.rowid
    }

    /// Reads the best rows whole: cuts the word score of those whose words are all in code blocks
    /// only, and adds the phrase bonus of adjacent query words found side by side; whether any
    /// score changed.
    private func rereadBest(_ best: inout ArraySlice<RankedMatch>, db: Database) throws -> Bool {
        let patterns = words.filter { $0.column != "title" }.map(\.text)
        let titleWords = words.filter { $0.column == "title" }.map(\.text)
        guard !patterns.isEmpty || !adjacentWords.isEmpty else { return false }
        let json = "[" + best.map { String($0.rowid) }.joined(separator: ",") + "]"
        var texts: [Int64: (title: String, body: String)] = [:]
        let rows = try Row.fetchCursor(
            db.cachedStatement(sql: """
                SELECT item.rowid, item.title, item_body.body FROM json_each(?) AS best
                JOIN item ON item.rowid = best.value JOIN item_body ON item_body.rowid = best.value
                """), arguments: [json])
        while let row = try rows.next() { texts[row[0]] = (row[1], row[2]) }
        var changed = false
        let pairs = adjacentPairs
        for index in best.indices {
            guard let (title, body) = texts[best[index].rowid] else { continue }
            let foldedTitle = FoldedText(title, ignoringCase: true)
            let prose = FoldedText(ItemBodyProse.of(body), ignoringCase: true)
            func holds(_ pattern: String, _ text: FoldedText) -> Bool {
                !LiteralSearch.matches(of: pattern, in: text, ignoringCase: true).isEmpty
            }
            for (pair, words) in zip(pairs, adjacentWords) {
                let bonus =
                    holds(pair, foldedTitle)
                    ? RankingWeights.phraseInTitle : holds(pair, prose) ? RankingWeights.phraseInBody : 0
                best[index].score.phrase += bonus
                changed = changed || bonus > 0
                if bonus == 0, ProseProximity.near(words.first, words.second, in: prose) {
                    best[index].score.proximity += RankingWeights.proximityInBody
                    changed = true
                }
            }
            // A `title:` word in the title is no code: nothing is cut then either.
            guard best[index].score.text > 0, !patterns.isEmpty,
                !patterns.contains(where: { holds($0, foldedTitle) || holds($0, prose) }),
                !titleWords.contains(where: { holds($0, foldedTitle) })
            else { continue }
            best[index].score.text *= RankingWeights.onlyInCode
            best[index].score.onlyInCode = true
            changed = true
        }
        return changed
    }

    /// On a large catalogue, the words of three or more characters in more than
    /// `RankingWeights.frequentWordShare` of the items: scored in titles only, so that a pass
    /// over their hundred thousand body hits is not read (their rarity is low anyway).
    private func frequentWords(
        among items: Int, frequencies: inout DocumentFrequencies, in db: Database
    ) throws -> Set<String> {
        guard items > RankingWeights.exactScoringLimit else { return [] }
        var frequent: Set<String> = []
        for word in words where word.column == nil && !word.text.contains(" ") {
            guard let (index, string) = ItemTextIndex.lookup(for: word.text), index == .trigram else { continue }
            let holding = try frequencies.count(string, in: db)
            if Double(holding) > RankingWeights.frequentWordShare * Double(items) { frequent.insert(word.text) }
        }
        return frequent
    }

    /// SQLite's own ranking of `query`'s words as one statement, the benchmark's peer: `bm25()`
    /// over the trigram index with the same column weights, the best `limit`, or nil when the
    /// query has no word of three or more characters.
    package static func peerSQL(for query: ItemQuery, limit: Int) -> String? {
        guard let expression = ItemRankPlan(query).trigramExpression else { return nil }
        return """
            SELECT rowid, bm25(item_fts, \(RankingWeights.titleColumn), \(RankingWeights.bodyColumn)) AS s FROM item_fts \
            WHERE item_fts MATCH '\(expression.replacing("'", with: "''"))' ORDER BY s LIMIT \(limit)
            """
    }

    /// `trigramScan`, with the words of `titleOnly` looked for in titles only (then all are
    /// alternatives: a row without them in its title still scores by the others). A word looked
    /// for in titles only keeps its rarity among whole items.
    func textScan(titleOnly: Set<String>) -> ItemTextScan? {
        titleOnly.isEmpty ? trigramScan : alternatives(titleOnly: titleOnly)
    }

    /// `textScan`'s expression (the benchmark's and the tests' view of it).
    func textExpression(titleOnly: Set<String>) -> String? { textScan(titleOnly: titleOnly)?.expression }

    /// The words of three or more characters as one FTS5 expression, or nil: as the query ANDs
    /// them when every clause that has one is made of such words alone (FTS5 then reads only
    /// rows holding them all), else as alternatives (the match set decides the rest).
    var trigramExpression: String? { trigramScan?.expression }

    /// `trigramExpression` with its phrases in the order FTS5 numbers them.
    var trigramScan: ItemTextScan? {
        if let exact = exactScan { return exact }
        var anded: [String] = []
        var andedPhrases: [ItemTextScan.Phrase] = []
        var mixed = false
        for clause in clauses {
            let phrases = clause.alternatives.compactMap { $0.isNegated ? nil : Self.trigramPhrase(of: $0) }
            if phrases.isEmpty { continue }
            guard phrases.count == clause.alternatives.count else {
                mixed = true
                continue
            }
            let terms = phrases.map(\.term)
            let combined = terms.count == 1 ? terms[0] : "(" + terms.joined(separator: " OR ") + ")"
            if !anded.contains(combined) {
                anded.append(combined)
                andedPhrases += phrases
            }
        }
        if !mixed && !anded.isEmpty {
            return ItemTextScan(expression: anded.joined(separator: " AND "), phrases: andedPhrases)
        }
        return alternatives(titleOnly: [])
    }

    /// The scan whose rows are exactly the query's matches, or nil: when every word is of three
    /// or more characters and none is excluded, the expression the match set is read by
    /// (`ItemFullTextExpression`) scores them too.
    var exactScan: ItemTextScan? {
        guard clauses.allSatisfy({ $0.alternatives.allSatisfy { !$0.isNegated } }),
            let (index, expression) = ItemFullTextExpression.make(for: ItemQuery(clauses: clauses)),
            index == .trigram
        else { return nil }
        return ItemTextScan(
            expression: expression, phrases: clauses.flatMap { $0.alternatives.compactMap(Self.trigramPhrase(of:)) })
    }

    /// The query's words of three or more characters as alternatives, those of `titleOnly` in
    /// titles only, or nil when there is none.
    private func alternatives(titleOnly: Set<String>) -> ItemTextScan? {
        var phrases: [ItemTextScan.Phrase] = []
        for word in words {
            guard let (index, string) = ItemTextIndex.lookup(for: word.text), index == .trigram else { continue }
            let pruned = titleOnly.contains(word.text) && word.column == nil
            let term = ItemFullTextExpression.term(string, in: pruned ? "title" : word.column)
            phrases.append(ItemTextScan.Phrase(term: term, rarityOf: pruned ? string : term))
        }
        return phrases.isEmpty
            ? nil : ItemTextScan(expression: phrases.map(\.term).joined(separator: " OR "), phrases: phrases)
    }

    /// A text predicate's phrase on the trigram index (its FTS5 term, its own rarity), or nil for
    /// one that is no text or a word of the pair index.
    private static func trigramPhrase(of predicate: ItemQueryPredicate) -> ItemTextScan.Phrase? {
        guard let (column, text) = ItemFullTextExpression.text(of: predicate.kind),
            let (index, string) = ItemTextIndex.lookup(for: text), index == .trigram
        else { return nil }
        let term = ItemFullTextExpression.term(string, in: column)
        return ItemTextScan.Phrase(term: term, rarityOf: term)
    }

    /// The words a tag could be named by (`docker`, `docker compose` as `docker-compose`), once each.
    var tagNames: [String] {
        var names: [String] = []
        for word in words where word.column == nil {
            let name = word.text.lowercased().split(separator: " ").joined(separator: "-")
            if !name.isEmpty, !names.contains(name) { names.append(name) }
        }
        return names
    }
}
