/// The articles of the differential test, which the layout tests lay out at other widths too.
enum DifferentialCorpus {
    /// 320 seeded random articles (seeds 2,700 on), the same on every run.
    static let seeded: [String] = (0..<320).map { RandomArticle.markdown(seed: UInt64($0) + 2_700) }

    static let all: [String] = seeded + HandWrittenArticles.all
}
