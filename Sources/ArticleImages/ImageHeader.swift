/// An image file's format and size in pixels, read from its first bytes alone (one linear pass,
/// no decoding), so that a file is refused, or its place laid out, before its pixels exist.
public struct ImageHeader: Sendable, Equatable {
    public let format: ImageFormat
    public let width: Int
    public let height: Int

    public init(format: ImageFormat, width: Int, height: Int) {
        self.format = format
        self.width = width
        self.height = height
    }

    /// The header of `bytes`, or why they are not an image shown here.
    public static func read(_ bytes: some Collection<UInt8>) throws(ImageRefusal) -> ImageHeader {
        let bytes = Array(bytes.prefix(maximumHeaderBytes(of: bytes)))
        let reader = ImageHeaderBytes(bytes)
        if reader.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return try png(reader) }
        if reader.starts(with: Array("GIF87a".utf8)) || reader.starts(with: Array("GIF89a".utf8)) { return try gif(reader) }
        if reader.starts(with: [0xFF, 0xD8, 0xFF]) { return try jpeg(reader) }
        if reader.starts(with: Array("RIFF".utf8)) && reader.matches(Array("WEBP".utf8), at: 8) { return try webp(reader) }
        throw .unsupportedFormat(found: ImageHeaderBytes.guessedFormat(of: bytes))
    }

    /// A JPEG's size can sit after its metadata (EXIF thumbnails run to 64 KB a segment): the
    /// whole file is walked for JPEG, only its start for the others.
    private static func maximumHeaderBytes(of bytes: some Collection<UInt8>) -> Int {
        bytes.starts(with: [0xFF, 0xD8, 0xFF]) ? bytes.count : 64
    }

    private static func checked(_ format: ImageFormat, _ width: Int, _ height: Int) throws(ImageRefusal) -> ImageHeader {
        guard width > 0, height > 0 else { throw .corruptHeader(format) }
        return ImageHeader(format: format, width: width, height: height)
    }

    /// PNG: the signature, then the IHDR chunk's width and height (big-endian, 31 bits).
    private static func png(_ reader: ImageHeaderBytes) throws(ImageRefusal) -> ImageHeader {
        guard reader.matches(Array("IHDR".utf8), at: 12), let width = reader.bigEndian32(at: 16),
            let height = reader.bigEndian32(at: 20), width < 1 << 31, height < 1 << 31
        else { throw .corruptHeader(.png) }
        return try checked(.png, width, height)
    }

    /// GIF: the logical screen's width and height (little-endian, 16 bits), which frames fit in.
    private static func gif(_ reader: ImageHeaderBytes) throws(ImageRefusal) -> ImageHeader {
        guard let width = reader.littleEndian16(at: 6), let height = reader.littleEndian16(at: 8) else {
            throw .corruptHeader(.gif)
        }
        return try checked(.gif, width, height)
    }

    /// JPEG: segments walked from the start to the first start-of-frame (SOF0–SOF15 but DHT, JPG
    /// and DAC), whose height and width follow its precision byte.
    private static func jpeg(_ reader: ImageHeaderBytes) throws(ImageRefusal) -> ImageHeader {
        var offset = 2
        while true {
            guard reader.byte(at: offset) == 0xFF else { throw .corruptHeader(.jpeg) }
            var markerOffset = offset + 1
            while reader.byte(at: markerOffset) == 0xFF { markerOffset += 1 }  // fill bytes
            guard let marker = reader.byte(at: markerOffset) else { throw .corruptHeader(.jpeg) }
            let segment = markerOffset + 1
            if marker == 0x01 || (0xD0...0xD8).contains(marker) {  // no length: TEM, RSTn, SOI
                offset = segment
                continue
            }
            // Start of scan or end of image before any frame: no size to be found.
            guard marker != 0xDA, marker != 0xD9, let length = reader.bigEndian16(at: segment), length >= 2 else {
                throw .corruptHeader(.jpeg)
            }
            if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard let height = reader.bigEndian16(at: segment + 3), let width = reader.bigEndian16(at: segment + 5) else {
                    throw .corruptHeader(.jpeg)
                }
                return try checked(.jpeg, width, height)
            }
            offset = segment + length
        }
    }

    /// WebP: RIFF, then the first chunk: VP8X (the canvas, 24 bits each less one), VP8L (14 bits
    /// each less one after the 0x2F signature) or VP8 (14 bits each after the key frame's start
    /// code).
    private static func webp(_ reader: ImageHeaderBytes) throws(ImageRefusal) -> ImageHeader {
        if reader.matches(Array("VP8X".utf8), at: 12) {
            guard let width = reader.littleEndian24(at: 24), let height = reader.littleEndian24(at: 27) else {
                throw .corruptHeader(.webp)
            }
            return try checked(.webp, width + 1, height + 1)
        }
        if reader.matches(Array("VP8L".utf8), at: 12) {
            guard reader.byte(at: 20) == 0x2F, let bits = reader.littleEndian32(at: 21) else { throw .corruptHeader(.webp) }
            return try checked(.webp, (bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        }
        if reader.matches(Array("VP8 ".utf8), at: 12) {
            guard reader.matches([0x9D, 0x01, 0x2A], at: 23), let width = reader.littleEndian16(at: 26),
                let height = reader.littleEndian16(at: 28)
            else { throw .corruptHeader(.webp) }
            return try checked(.webp, width & 0x3FFF, height & 0x3FFF)
        }
        throw .corruptHeader(.webp)
    }
}
