/// The image formats an article's images are read in, named from a file's first bytes (never
/// from its name or the server's Content-Type).
public enum ImageFormat: String, Sendable, CaseIterable {
    case png = "PNG"
    case jpeg = "JPEG"
    case gif = "GIF"
    case webp = "WebP"
}
