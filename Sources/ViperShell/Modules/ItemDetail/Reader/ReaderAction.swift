/// What a key asks of the reader while an article (or its comments) is read: moves, searches,
/// the pickers, and what the presenter decides (`s`, `r`, `]`, `[`, `c`, leaving).
enum ReaderAction: Equatable, Sendable {
    case lineDown, lineUp, pageDown, pageUp, halfPageDown, halfPageUp, top, bottom
    /// The mouse wheel: lines down (up when negative).
    case scroll(Int)
    case searchForward, searchBackward, nextMatch, previousMatch, clearSearch
    case outline, links, images, comments, help
    case nextItem, previousItem, toggleStock, toggleRead, historyBack
    case quit, suspend, redraw
}
