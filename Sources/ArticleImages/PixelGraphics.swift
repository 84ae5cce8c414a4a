import CImageCodec

/// The terminal graphics protocols that draw pixels rather than characters.
public enum PixelGraphics: String, Sendable, CaseIterable {
    case sixel
    case kitty
    case iterm = "iTerm2"

    var codecMode: vs_image_mode {
        switch self {
        case .sixel: VS_IMAGE_MODE_SIXEL
        case .kitty: VS_IMAGE_MODE_KITTY
        case .iterm: VS_IMAGE_MODE_ITERM2
        }
    }
}
