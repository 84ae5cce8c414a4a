/// How well an item matches a ranked search (`--sort rel`), in parts, so that `--explain` and
/// `--json` can say why it stands where it does. Higher is better; `total` is the sum.
package struct ItemScore: Sendable, Equatable, Hashable {
    /// The query's words of three or more characters in the title and body: BM25 over the
    /// trigram index, the title weighed above the body.
    package var text: Double
    /// Adjacent query words found side by side (`docker compose` written so), in the title or
    /// the prose: a bonus for each pair (`RankingWeights.phraseInTitle`, `phraseInBody`).
    package var phrase: Double
    /// Adjacent query words not side by side but near each other in the prose (within
    /// `RankingWeights.proximityWindow` characters): a smaller bonus for each such pair.
    package var proximity: Double = 0
    /// The query's two-character words (`go`, `設定`) found in the title: those have no BM25.
    package var shortWordsInTitle: Double
    /// The query's words that are one of the item's tags, each worth its tag's rarity.
    package var tags: Double
    /// The logarithm of likes and stocks.
    package var popularity: Double
    /// A mild penalty for age (zero for the catalogue's newest item), never positive.
    package var age: Double
    /// The words are only in code blocks (never in the title or the prose): `text` was cut.
    package var onlyInCode = false

    package init(
        text: Double = 0, phrase: Double = 0, shortWordsInTitle: Double = 0, tags: Double = 0, popularity: Double = 0,
        age: Double = 0
    ) {
        self.text = text
        self.phrase = phrase
        self.shortWordsInTitle = shortWordsInTitle
        self.tags = tags
        self.popularity = popularity
        self.age = age
    }

    package var total: Double { text + phrase + proximity + shortWordsInTitle + tags + popularity + age }
}
