/// Whether and how articles draw their images at a terminal (`set images …`): `auto` asks the
/// terminal which graphics protocol it has (`GraphicsProbe`, `ImageProtocolChoice`); `kitty`,
/// `iterm`, `sixel` and `blocks` name one outright; `off` never draws them (each image is then
/// its caption alone, as in pipes, scripts and the pager).
package enum ImageDisplay: String, Sendable, CaseIterable {
    case auto
    case kitty
    case iterm
    case sixel
    case blocks
    case off

    /// The protocol named outright (nil for `auto` and `off`).
    package var namedProtocol: ImageProtocol? {
        switch self {
        case .kitty: .kitty
        case .iterm: .iterm
        case .sixel: .sixel
        case .blocks: .blocks
        case .auto, .off: nil
        }
    }
}
