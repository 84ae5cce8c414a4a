/// One image shown alone in the reader (`i`, then Enter): its caption and the rows that draw it,
/// as large as the screen holds (coloured blocks, kitty placeholders, or the area a sixel or
/// iTerm2 image is drawn over after the frame).
struct ReaderImageView: Equatable {
    let caption: String
    let rows: [String]
    /// The rows' width in cells, to centre them.
    let columns: Int
}
