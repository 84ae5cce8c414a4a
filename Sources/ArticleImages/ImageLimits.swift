/// What an image may cost before it is refused: the file's bytes and the decoded pixels.
public struct ImageLimits: Sendable, Equatable {
    /// The most bytes a file may hold (20 MB).
    public var maximumBytes: Int
    /// The most pixels (width × height) an image may decode to (50 megapixels: 200 MB of RGBA).
    public var maximumPixels: Int

    /// The limits of issue 39: 20 MB a file, 50 megapixels.
    public static let standard = ImageLimits(maximumBytes: 20_000_000, maximumPixels: 50_000_000)

    public init(maximumBytes: Int, maximumPixels: Int) {
        self.maximumBytes = maximumBytes
        self.maximumPixels = maximumPixels
    }

    /// Refuses `header` when it is over these limits.
    public func check(_ header: ImageHeader, byteCount: Int) throws(ImageRefusal) {
        if byteCount > maximumBytes { throw .tooManyBytes(count: byteCount, limit: maximumBytes) }
        if header.width.multipliedReportingOverflow(by: header.height).partialValue > maximumPixels
            || header.width > maximumPixels || header.height > maximumPixels
        {
            throw .tooManyPixels(width: header.width, height: header.height, limit: maximumPixels)
        }
    }
}
