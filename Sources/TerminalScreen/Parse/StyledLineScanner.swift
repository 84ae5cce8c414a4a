/// The byte scanner behind `StyledLineParser`: walks one line's UTF-8 bytes, cutting text at each
/// escape sequence and letting the sequences it understands change the current style.
struct StyledLineScanner {
    static let escape: UInt8 = 0x1B
    private static let bell: UInt8 = 0x07
    private static let backslash = UInt8(ascii: "\\")

    private let bytes: UnsafeBufferPointer<UInt8>
    private let base: CellStyle
    private var style: CellStyle
    private var runs: [StyledRun] = []
    /// SGR parameters of the sequence being read; kept so that one line allocates them once.
    private var parameters = SelectGraphicRendition.Parameters()

    init(bytes: UnsafeBufferPointer<UInt8>, base: CellStyle) {
        self.bytes = bytes
        self.base = base
        self.style = base
    }

    mutating func scan() -> [StyledRun] {
        var textStart = 0
        var index = 0
        while index < bytes.count {
            guard bytes[index] == Self.escape else {
                index += 1
                continue
            }
            appendText(textStart..<index)
            index = consumeEscape(at: index)
            textStart = index
        }
        appendText(textStart..<bytes.count)
        return runs
    }

    /// Adds `range` of the line in the current style, to the last run when it has that style.
    private mutating func appendText(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        if let last = runs.last, last.style == style {
            runs[runs.count - 1].text += text
        } else {
            runs.append(StyledRun(text, style: style))
        }
    }

    /// Reads the escape sequence starting at the ESC at `start` and returns where text resumes.
    /// A sequence cut short is dropped up to the byte that cannot belong to it.
    private mutating func consumeEscape(at start: Int) -> Int {
        let next = start + 1
        guard next < bytes.count else { return next }
        switch bytes[next] {
        case UInt8(ascii: "["): return consumeControlSequence(from: next + 1)
        case UInt8(ascii: "]"): return consumeCommandString(from: next + 1, isOperatingSystemCommand: true)
        // DCS, SOS, PM and APC: strings ended by ST, like OSC.
        case UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
            return consumeCommandString(from: next + 1, isOperatingSystemCommand: false)
        case 0x20...0x2F:
            // Intermediate bytes then one final byte (`ESC ( B`, …).
            var cursor = next
            while cursor < bytes.count, (0x20...0x2F).contains(bytes[cursor]) { cursor += 1 }
            return cursor < bytes.count && (0x30...0x7E).contains(bytes[cursor]) ? cursor + 1 : cursor
        case 0x30...0x7E: return next + 1
        default: return next
        }
    }

    /// A CSI sequence from its parameters at `start`: parameter bytes, intermediate bytes, one
    /// final byte. Only SGR (final `m`, digits, `;` and `:`) changes the style.
    private mutating func consumeControlSequence(from start: Int) -> Int {
        var cursor = start
        var onlySGRParameters = true
        while cursor < bytes.count, (0x30...0x3F).contains(bytes[cursor]) {
            if bytes[cursor] > UInt8(ascii: ";") { onlySGRParameters = false }
            cursor += 1
        }
        let parametersEnd = cursor
        while cursor < bytes.count, (0x20...0x2F).contains(bytes[cursor]) { cursor += 1 }
        guard cursor < bytes.count, (0x40...0x7E).contains(bytes[cursor]) else { return cursor }
        if bytes[cursor] == UInt8(ascii: "m"), onlySGRParameters, parametersEnd == cursor {
            parameters.read(UnsafeBufferPointer(rebasing: bytes[start..<parametersEnd]))
            SelectGraphicRendition.apply(parameters, to: &style, base: base)
        }
        return cursor + 1
    }

    /// An OSC (or DCS, SOS, PM, APC) string from `start` up to ST (`ESC \`) or BEL. An OSC 8
    /// sets the hyperlink. An ESC not followed by `\` cuts the string: text resumes at the ESC.
    private mutating func consumeCommandString(from start: Int, isOperatingSystemCommand: Bool) -> Int {
        var cursor = start
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if byte == Self.bell || byte == Self.escape {
                let terminated = byte == Self.bell || (cursor + 1 < bytes.count && bytes[cursor + 1] == Self.backslash)
                guard terminated else { return cursor }
                if isOperatingSystemCommand { readCommand(start..<cursor) }
                return byte == Self.bell ? cursor + 1 : cursor + 2
            }
            cursor += 1
        }
        return cursor
    }

    /// OSC 8 sets the hyperlink, `ImageAreaMarker`'s OSC the image area; any other changes nothing.
    private mutating func readCommand(_ payload: Range<Int>) {
        let text = UnsafeBufferPointer(rebasing: bytes[payload])
        if let area = ImageAreaMarker.area(inPayload: text) {
            style.imageArea = area == 0 ? base.imageArea : area
            return
        }
        readHyperlink(payload)
    }

    /// Sets the hyperlink from an OSC payload `8 ; params ; URI`; any other OSC changes nothing.
    private mutating func readHyperlink(_ payload: Range<Int>) {
        guard payload.count >= 2, bytes[payload.lowerBound] == UInt8(ascii: "8"),
            bytes[payload.lowerBound + 1] == UInt8(ascii: ";")
        else { return }
        let params = payload.lowerBound + 2
        guard let separator = bytes[params..<payload.upperBound].firstIndex(of: UInt8(ascii: ";")) else { return }
        let address = separator + 1..<payload.upperBound
        style.hyperlink =
            address.isEmpty
            ? base.hyperlink : String(decoding: UnsafeBufferPointer(rebasing: bytes[address]), as: UTF8.self)
    }
}
