/// A search of the document: the pattern, its direction, every match (in the searched text's
/// offsets, so they hold through a redraw) and the current one.
struct ReaderSearch: Equatable, Sendable {
    var pattern: String
    var forward: Bool
    var matches: [Range<Int>]
    /// Index into `matches` of the match the reader is at.
    var current: Int?
}
