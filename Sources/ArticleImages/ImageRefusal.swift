/// Why an image is not shown: each case words itself for a note under the image and in
/// `images`, never a crash.
public enum ImageRefusal: Error, Equatable, Sendable {
    /// Not PNG, JPEG, GIF or WebP (SVG, AVIF, HTML, …); `found` names what the bytes look like
    /// when that is known.
    case unsupportedFormat(found: String?)
    /// The file's own header is cut short or impossible.
    case corruptHeader(ImageFormat)
    /// The header is fine but the pixels cannot be decoded (truncated or damaged data).
    case undecodable(ImageFormat)
    /// More pixels than `ImageLimits.maximumPixels` (a decompression bomb, or simply too big).
    case tooManyPixels(width: Int, height: Int, limit: Int)
    /// A file larger than `ImageLimits.maximumBytes`.
    case tooManyBytes(count: Int, limit: Int)
    /// The pixels could not be allocated.
    case outOfMemory(width: Int, height: Int)

    /// One line for the user: what is wrong with the image.
    public var reason: String {
        switch self {
        case .unsupportedFormat(let found):
            return "format not supported" + (found.map { " (\($0))" } ?? "") + ": PNG, JPEG, GIF and WebP are shown"
        case .corruptHeader(let format): return "not a valid \(format.rawValue) file"
        case .undecodable(let format): return "the \(format.rawValue) data cannot be decoded (cut short or damaged)"
        case .tooManyPixels(let width, let height, let limit):
            return "\(width) × \(height) pixels is over the limit of \(limit / 1_000_000) megapixels"
        case .tooManyBytes(let count, let limit):
            return "\(count / 1_000_000) MB is over the limit of \(limit / 1_000_000) MB a file"
        case .outOfMemory(let width, let height): return "not enough memory for \(width) × \(height) pixels"
        }
    }
}
