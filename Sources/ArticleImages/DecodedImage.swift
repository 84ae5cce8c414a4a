import CImageCodec

/// An image's pixels (RGBA, 8 bits a channel), decoded once and drawn at any size in any of the
/// terminal's ways. Immutable after decoding, so it may be shared between threads.
public final class DecodedImage: @unchecked Sendable {
    /// The pixels, owned by this object and freed with it; never written after `decode`.
    private var image: vs_image
    public let header: ImageHeader

    public var width: Int { Int(image.width) }
    public var height: Int { Int(image.height) }

    private init(image: vs_image, header: ImageHeader) {
        self.image = image
        self.header = header
    }

    deinit { vs_image_free(&image) }

    /// Decodes `bytes` (PNG, JPEG, GIF's first frame, WebP), refusing a file over `limits` by
    /// its header before any pixel is allocated.
    public static func decode(_ bytes: [UInt8], limits: ImageLimits = .standard) throws(ImageRefusal) -> DecodedImage {
        let header = try ImageHeader.read(bytes)
        try limits.check(header, byteCount: bytes.count)
        var image = vs_image()
        let status = bytes.withUnsafeBufferPointer { buffer in
            vs_image_decode(buffer.baseAddress, buffer.count, header.format.codecFormat, UInt64(limits.maximumPixels), &image)
        }
        switch status {
        case VS_IMAGE_OK: return DecodedImage(image: image, header: header)
        case VS_IMAGE_TOO_LARGE:
            throw .tooManyPixels(width: header.width, height: header.height, limit: limits.maximumPixels)
        case VS_IMAGE_NO_MEMORY: throw .outOfMemory(width: header.width, height: header.height)
        default: throw .undecodable(header.format)
        }
    }

    /// The image drawn with block symbols into `canvas`'s cells, row by row (nil when the canvas
    /// is empty or too large).
    public func symbols(in canvas: ImageCanvas) -> [ImageSymbolCell]? {
        var codecCanvas = canvas.codecCanvas
        var cells = [vs_image_cell](repeating: vs_image_cell(), count: canvas.columns * canvas.rows)
        let drawn = cells.withUnsafeMutableBufferPointer { buffer in
            withUnsafePointer(to: image) { image in vs_image_symbols(image, &codecCanvas, buffer.baseAddress) }
        }
        guard drawn == 0 else { return nil }
        return cells.map { ImageSymbolCell($0, trueColour: canvas.trueColour) }
    }

    /// The escape sequence that draws the image over `canvas`'s cells from the cursor in
    /// `graphics` (nil when the canvas is empty or too large). `kittyID` names a kitty image,
    /// transmitted as a virtual placement for Unicode placeholders.
    public func sequence(for graphics: PixelGraphics, in canvas: ImageCanvas, kittyID: UInt32 = 1) -> [UInt8]? {
        var codecCanvas = canvas.codecCanvas
        var length = 0
        let bytes = withUnsafePointer(to: image) { image in
            vs_image_sequence(image, &codecCanvas, graphics.codecMode, kittyID, &length)
        }
        guard let bytes else { return nil }
        defer { vs_image_bytes_free(bytes) }
        return bytes.withMemoryRebound(to: UInt8.self, capacity: length) { Array(UnsafeBufferPointer(start: $0, count: length)) }
    }

    /// The pixels scaled to `width` × `height` (RGBA, row by row) as a sixel is drawn from them:
    /// area averages where the image shrinks, bilinear where it grows; nil for an empty size.
    public func scaledPixels(width: Int, height: Int) -> [UInt8]? {
        guard width > 0, height > 0, width * height <= ImageLimits.standard.maximumPixels else { return nil }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let status = pixels.withUnsafeMutableBufferPointer { buffer in
            withUnsafePointer(to: image) { vs_image_resample($0, Int32(width), Int32(height), buffer.baseAddress) }
        }
        return status == 0 ? pixels : nil
    }
}

extension ImageFormat {
    var codecFormat: vs_image_format {
        switch self {
        case .png: VS_IMAGE_FORMAT_PNG
        case .jpeg: VS_IMAGE_FORMAT_JPEG
        case .gif: VS_IMAGE_FORMAT_GIF
        case .webp: VS_IMAGE_FORMAT_WEBP
        }
    }
}

extension DecodedImage {
    /// The pixel at (`x`, `y`) from the top left as red, green, blue and alpha (nil outside).
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
        guard x >= 0, y >= 0, x < width, y < height, let pixels = image.pixels else { return nil }
        let offset = (y * width + x) * 4
        return (pixels[offset], pixels[offset + 1], pixels[offset + 2], pixels[offset + 3])
    }
}
