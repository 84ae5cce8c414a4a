/// Where the reader stopped in an article, kept with the item's read mark so that reopening it
/// returns there. It names a place in the article's text, not a line, so it holds at any width:
/// the laid-out block (`block`, counted in the article's order) and the offset of the first
/// character shown within that block's text. `fraction` (how far down the article was, 0…1)
/// places it instead when the article changed since (`itemUpdatedAt` differs) or the block is gone.
package struct ReadingPosition: Codable, Equatable, Sendable {
    package var block: Int32
    package var offset: Int32
    package var fraction: Double
    /// The item's `updated_at` when the position was taken.
    package var itemUpdatedAt: String

    package init(block: Int32, offset: Int32, fraction: Double, itemUpdatedAt: String) {
        self.block = block
        self.offset = offset
        // Clamped (NaN to 0): JSON has no NaN, and a stored position must always write.
        self.fraction = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        self.itemUpdatedAt = itemUpdatedAt
    }

    private enum CodingKeys: String, CodingKey {
        case block, offset, fraction
        case itemUpdatedAt = "updated_at"
    }
}
