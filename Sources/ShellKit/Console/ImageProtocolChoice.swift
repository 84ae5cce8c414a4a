/// Which protocol draws images, from `set images`, what the terminal answered and the
/// environment; the first that holds: a protocol named outright; kitty's query answered `OK`
/// (not WezTerm, which answers but draws no placeholders); iTerm2's terminals by their
/// `TERM_PROGRAM` or `LC_TERMINAL`; sixel in the device attributes; else coloured blocks.
package enum ImageProtocolChoice {
    /// nil: images are not drawn (`set images off`).
    package static func choose(
        _ display: ImageDisplay, capabilities: GraphicsCapabilities, environment: GraphicsEnvironment
    ) -> ImageProtocol? {
        if display == .off { return nil }
        if let named = display.namedProtocol { return named }
        if environment.insideScreen { return .blocks }
        if capabilities.kitty, environment.drawsKittyPlaceholders { return .kitty }
        if environment.speaksITerm { return .iterm }
        if capabilities.sixel { return .sixel }
        return .blocks
    }

    /// Whether choosing needs the terminal's answers: `auto`, or a protocol whose cells' size
    /// in pixels matters (every one but blocks).
    package static func needsProbe(_ display: ImageDisplay, environment: GraphicsEnvironment) -> Bool {
        switch display {
        case .off, .blocks: false
        case .auto: !environment.insideScreen
        case .kitty, .iterm, .sixel: true
        }
    }
}
