import Glibc

/// Every weight of the relevance order (`--sort rel`), named once. ARCHITECTURE.md explains
/// each; `Scripts/judge` measures them on the judged set.
///
/// An item's score is the sum of:
/// - BM25 of the query's words of three or more characters over the trigram index, the title
///   column weighed `titleColumn`, the body `bodyColumn` (FTS5's `bm25()`: term frequency,
///   length normalisation and each word's rarity);
/// - for each two-character word (which the pair index finds but cannot score) found in the
///   title, `shortWordInTitle` × the word's rarity;
/// - for each query word that is one of the item's tags, `tag` × the tag's rarity;
/// - `popularity` × ln(1 + likes + stocks);
/// - −`agePerYear` × the years between the item and the catalogue's newest item.
///
/// Then the best `rerankDepth` are read whole: where no word of the query is in the title or
/// the prose (only in code blocks), the first part is cut to `onlyInCode` of itself; each pair
/// of adjacent query words found side by side adds `phraseInTitle` or `phraseInBody`, and each
/// pair found near each other in the prose (not side by side) `proximityInBody`.
/// On a large catalogue a frequent word counts in titles only (`frequentWordShare`).
///
/// Rarity is BM25's idf, ln(1 + (N − n + 0.5) / (n + 0.5)) for a word in n of N items.
package enum RankingWeights {
    /// The title: a word there says what the article is about. 10 against 4 (the first try)
    /// took the judged set from 0.962 to 0.975 (`"git bisect"` 0.39 → 0.91).
    package static let titleColumn = 10.0
    /// The body, code blocks included (the trigram index does not tell them apart).
    package static let bodyColumn = 1.0
    /// Adjacent query words found side by side (`docker compose` typed, `docker compose` written)
    /// in the title, or else in the prose: for each such pair, among the best `rerankDepth`.
    package static let phraseInTitle = 3.0
    package static let phraseInBody = 1.5
    /// Adjacent query words not side by side but within `proximityWindow` characters of each
    /// other in the prose (`docker … compose`, `the compose file of docker`): for each such pair,
    /// half a phrase in the prose.
    package static let proximityInBody = 0.75
    package static let proximityWindow = 30
    /// On a catalogue of more than `exactScoringLimit` items, a word in more than this share of
    /// them is scored in titles only (its body hits are not read).
    package static let frequentWordShare = 0.10
    package static let exactScoringLimit = 50_000
    /// What is kept of the words' score when they are only in code: weaker evidence than prose.
    package static let onlyInCode = 0.35
    /// How many of the best are read whole to find words only in code.
    package static let rerankDepth = 100
    /// How many of the best a ranking keeps in order (50 pages of 20); a page past them ranks again.
    package static let rankedPrefix = 1_000
    /// A two-character word in the title, × its rarity (the weight of a title hit).
    package static let shortWordInTitle = titleColumn
    /// A query word that is one of the item's tags, × the tag's rarity: above the body, below
    /// the title.
    package static let tag = 2.5
    /// × ln(1 + likes + stocks): 1,000 likes and stocks ≈ +1.7, about one title hit of a common word.
    package static let popularity = 0.25
    /// Per year older than the catalogue's newest item: ten years ≈ −1.0.
    package static let agePerYear = 0.1

    /// BM25's inverse document frequency of a word in `holding` of `items` items (never negative).
    package static func rarity(holding: Int, of items: Int) -> Double {
        let (n, total) = (Double(holding), Double(max(items, holding)))
        return log(1 + (total - n + 0.5) / (n + 0.5))
    }
}
