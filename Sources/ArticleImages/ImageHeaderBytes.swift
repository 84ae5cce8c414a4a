/// Bounds-checked reads of a file's first bytes for `ImageHeader`: every read past the end is
/// nil, never a trap.
struct ImageHeaderBytes {
    private let bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func byte(at offset: Int) -> UInt8? { offset >= 0 && offset < bytes.count ? bytes[offset] : nil }

    func starts(with prefix: [UInt8]) -> Bool { matches(prefix, at: 0) }

    func matches(_ expected: [UInt8], at offset: Int) -> Bool {
        guard offset >= 0, offset + expected.count <= bytes.count else { return false }
        return bytes[offset..<offset + expected.count].elementsEqual(expected)
    }

    func bigEndian16(at offset: Int) -> Int? { unsigned(at: offset, count: 2, bigEndian: true) }
    func bigEndian32(at offset: Int) -> Int? { unsigned(at: offset, count: 4, bigEndian: true) }
    func littleEndian16(at offset: Int) -> Int? { unsigned(at: offset, count: 2, bigEndian: false) }
    func littleEndian24(at offset: Int) -> Int? { unsigned(at: offset, count: 3, bigEndian: false) }
    func littleEndian32(at offset: Int) -> Int? { unsigned(at: offset, count: 4, bigEndian: false) }

    private func unsigned(at offset: Int, count: Int, bigEndian: Bool) -> Int? {
        guard offset >= 0, offset + count <= bytes.count else { return nil }
        var value = 0
        for index in 0..<count {
            let byte = Int(bytes[bigEndian ? offset + index : offset + count - 1 - index])
            value = value << 8 | byte
        }
        return value
    }

    /// What a file that is no supported image looks like, for the refusal's wording.
    static func guessedFormat(of bytes: [UInt8]) -> String? {
        let reader = ImageHeaderBytes(bytes)
        if reader.matches(Array("ftypavif".utf8), at: 4) { return "AVIF" }
        if reader.matches(Array("ftyp".utf8), at: 4) { return "HEIF or video" }
        if reader.starts(with: Array("BM".utf8)) { return "BMP" }
        if reader.starts(with: [0x49, 0x49, 0x2A, 0x00]) || reader.starts(with: [0x4D, 0x4D, 0x00, 0x2A]) { return "TIFF" }
        let text = String(decoding: bytes.prefix(64), as: UTF8.self).drop { $0 == "\u{FEFF}" || $0.isWhitespace }.lowercased()
        if text.hasPrefix("<svg") || (text.hasPrefix("<?xml") && text.contains("svg")) { return "SVG" }
        if text.hasPrefix("<!doctype html") || text.hasPrefix("<html") { return "an HTML page" }
        if text.hasPrefix("<?xml") { return "XML" }
        return nil
    }
}
