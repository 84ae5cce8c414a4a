/// Reads one event from the front of the bytes a terminal sent: a control byte, a UTF-8
/// character, an escape sequence (`ControlSequenceKeys` names them), or an Alt-prefixed key.
/// String sequences (APC `ESC _`, DCS `ESC P`, OSC `ESC ]`, ended by ST or BEL) are a terminal's
/// replies, such as kitty's graphics answer arriving late: read whole and ignored.
enum KeySequenceParser {
    /// What the bytes at the front hold.
    enum Outcome: Equatable {
        /// An event (nil: a sequence read and ignored, such as a focus report) and its length.
        case event(InputEvent?, length: Int)
        case pasteStart(length: Int)
        case incomplete
    }

    static func parse(_ bytes: ArraySlice<UInt8>) -> Outcome {
        guard let first = bytes.first else { return .incomplete }
        if first == 0x1B { return parseEscape(bytes) }
        return parsePlain(bytes)
    }

    /// What the bytes mean once the ESC timeout passed without completing them: Escape alone,
    /// or Alt with the key after it, or Escape followed by what was typed.
    static func escapeAfterTimeout(_ bytes: ArraySlice<UInt8>) -> (InputEvent, Int) {
        let start = bytes.startIndex
        let escape = InputEvent.key(KeyPress(.escape))
        guard bytes.count >= 2 else { return (escape, 1) }
        let second = bytes[start + 1]
        if stringIntroducers.contains(second) {
            // No end came: Alt with the key (Alt-P, Alt-], Alt-_), and what follows as typed.
            return (.key(KeyPress(.character(Character(Unicode.Scalar(second))), modifiers: .alt)), 2)
        }
        if second == UInt8(ascii: "[") || second == UInt8(ascii: "O") {
            return bytes.count == 2
                ? (.key(KeyPress(.character(Character(Unicode.Scalar(second))), modifiers: .alt)), 2)
                : (escape, 1)
        }
        return (escape, 1)
    }

    /// A byte other than ESC: a control key, or printable text.
    private static func parsePlain(_ bytes: ArraySlice<UInt8>) -> Outcome {
        let first = bytes[bytes.startIndex]
        if let key = controlKey(first) { return .event(.key(key), length: 1) }
        guard first >= 0x80 else {
            return .event(.key(KeyPress(.character(Character(Unicode.Scalar(first))))), length: 1)
        }
        return parseUTF8(bytes)
    }

    private static func controlKey(_ byte: UInt8) -> KeyPress? {
        switch byte {
        case 0x0D, 0x0A: KeyPress(.enter)
        case 0x09: KeyPress(.tab)
        case 0x7F, 0x08: KeyPress(.backspace)
        case 0x00: KeyPress(.character(" "), modifiers: .control)
        case 0x01...0x1A: KeyPress(.character(Character(Unicode.Scalar(byte + 0x60))), modifiers: .control)
        case 0x1C...0x1F: KeyPress(.character(Character(Unicode.Scalar(byte + 0x40))), modifiers: .control)
        default: nil
        }
    }

    /// One UTF-8 character; a malformed byte reads as U+FFFD.
    private static func parseUTF8(_ bytes: ArraySlice<UInt8>) -> Outcome {
        let start = bytes.startIndex
        let first = bytes[start]
        let length: Int
        switch first {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .event(.key(KeyPress(.character("\u{FFFD}"))), length: 1)
        }
        for offset in 1..<length {
            guard start + offset < bytes.endIndex else { return .incomplete }
            guard bytes[start + offset] & 0xC0 == 0x80 else {
                return .event(.key(KeyPress(.character("\u{FFFD}"))), length: offset)
            }
        }
        let text = String(decoding: bytes[start..<start + length], as: UTF8.self)
        return .event(.key(KeyPress(.character(text.first ?? "\u{FFFD}"))), length: length)
    }

    private static func parseEscape(_ bytes: ArraySlice<UInt8>) -> Outcome {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return .incomplete }
        switch bytes[start + 1] {
        case UInt8(ascii: "["): return parseControlSequence(bytes)
        case UInt8(ascii: "O"): return parseSingleShift(bytes)
        case let second where stringIntroducers.contains(second): return parseString(bytes)
        default:
            // Alt: ESC before a key (ESC ESC [ A is Alt-Up in rxvt).
            switch parse(bytes.dropFirst()) {
            case .event(.key(var key), let length):
                key.modifiers.insert(.alt)
                return .event(.key(key), length: length + 1)
            case .event(let other, let length): return .event(other, length: length + 1)
            case .incomplete, .pasteStart: return .incomplete
            }
        }
    }

    /// The second bytes of APC, DCS and OSC.
    private static let stringIntroducers: [UInt8] = [UInt8(ascii: "_"), UInt8(ascii: "P"), UInt8(ascii: "]")]

    /// A string sequence up to its end, ST (`ESC \`) or BEL; ignored.
    private static func parseString(_ bytes: ArraySlice<UInt8>) -> Outcome {
        var index = bytes.startIndex + 2
        while index < bytes.endIndex {
            if bytes[index] == 0x07 { return .event(nil, length: index - bytes.startIndex + 1) }
            if bytes[index] == 0x1B {
                guard index + 1 < bytes.endIndex else { return .incomplete }
                if bytes[index + 1] == UInt8(ascii: "\\") { return .event(nil, length: index - bytes.startIndex + 2) }
                // An ESC that is no ST cuts the string: what follows is read afresh.
                return .event(nil, length: index - bytes.startIndex)
            }
            index += 1
        }
        return .incomplete
    }

    /// `ESC O` + final, with an optional modifier parameter before it.
    private static func parseSingleShift(_ bytes: ArraySlice<UInt8>) -> Outcome {
        var index = bytes.startIndex + 2
        var parameters: [UInt8] = []
        while index < bytes.endIndex, (0x30...0x3F).contains(bytes[index]) {
            parameters.append(bytes[index])
            index += 1
        }
        guard index < bytes.endIndex else { return .incomplete }
        let length = index - bytes.startIndex + 1
        let numbers = ControlSequenceKeys.numbers(parameters)
        let modifiers = KeyModifiers(parameter: numbers.last ?? 1)
        let event = ControlSequenceKeys.singleShift(final: bytes[index], modifiers: modifiers).map(InputEvent.key)
        return .event(event, length: length)
    }

    /// `ESC [` + parameters + intermediates + final; the console's `ESC [ [ A`–`E`; X10 mouse.
    private static func parseControlSequence(_ bytes: ArraySlice<UInt8>) -> Outcome {
        let start = bytes.startIndex
        guard bytes.count >= 3 else { return .incomplete }
        let third = bytes[start + 2]
        if third == UInt8(ascii: "[") {
            guard bytes.count >= 4 else { return .incomplete }
            let final = bytes[start + 3]
            let event = (0x41...0x45).contains(final) ? InputEvent.key(KeyPress(.function(Int(final) - 0x40))) : nil
            return .event(event, length: 4)
        }
        if third == UInt8(ascii: "M") {
            guard bytes.count >= 6 else { return .incomplete }
            let values = bytes[(start + 3)..<(start + 6)].map { Int($0) - 32 }
            return .event(
                ControlSequenceKeys.mouse(
                    code: values[0], column: values[1], row: values[2], released: false,
                    x10: true), length: 6)
        }
        var index = start + 2
        var parameters: [UInt8] = []
        while index < bytes.endIndex, (0x30...0x3F).contains(bytes[index]) {
            parameters.append(bytes[index])
            index += 1
        }
        var intermediates: [UInt8] = []
        while index < bytes.endIndex, (0x20...0x2F).contains(bytes[index]) {
            // rxvt's Shift forms end in `$` (`ESC [ 2 $`): a final, though in the intermediate range.
            if bytes[index] == UInt8(ascii: "$"), intermediates.isEmpty, !parameters.isEmpty {
                return .event(ControlSequenceKeys.tilde(parameters, final: bytes[index]), length: index - start + 1)
            }
            intermediates.append(bytes[index])
            index += 1
        }
        guard index < bytes.endIndex else { return .incomplete }
        let final = bytes[index]
        let length = index - start + 1
        guard (0x40...0x7E).contains(final) else { return .event(nil, length: length - 1) }
        if parameters == Array("200".utf8), final == UInt8(ascii: "~") { return .pasteStart(length: length) }
        return .event(ControlSequenceKeys.controlSequence(parameters: parameters, final: final), length: length)
    }
}
