/// How a terminal draws images: kitty's graphics protocol with Unicode placeholders, iTerm2's
/// inline images, sixel, or coloured block characters (any terminal with colour).
package enum ImageProtocol: String, Sendable, Equatable, CaseIterable {
    case kitty
    case iterm
    case sixel
    case blocks

    /// Whether its images are pixels drawn over cells (not characters).
    package var drawsPixels: Bool { self != .blocks }
}
