/// The table of escape sequences terminals send for keys and mouse reports: which key a CSI or
/// SS3 final byte, or a `~` number, stands for.
enum ControlSequenceKeys {
    /// The numbers in a parameter string (`1;5`, with `:` sub-parameters dropped).
    static func numbers(_ parameters: [UInt8]) -> [Int] {
        String(decoding: parameters, as: UTF8.self).split(separator: ";", omittingEmptySubsequences: false)
            .map { Int($0.split(separator: ":").first ?? "") ?? 1 }
    }

    static func controlSequence(parameters: [UInt8], final: UInt8) -> InputEvent? {
        if parameters.first == UInt8(ascii: "<") {
            guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m") else { return nil }
            let values = numbers(Array(parameters.dropFirst()))
            guard values.count == 3 else { return nil }
            return mouse(
                code: values[0], column: values[1], row: values[2], released: final == UInt8(ascii: "m"),
                x10: false)
        }
        guard parameters.allSatisfy({ (0x30...0x3B).contains($0) }) else { return nil }
        let values = numbers(parameters)
        let modifiers = KeyModifiers(parameter: values.count > 1 ? values[1] : 1)
        switch final {
        case UInt8(ascii: "~"), UInt8(ascii: "^"), UInt8(ascii: "@"): return tilde(parameters, final: final)
        case UInt8(ascii: "u"): return kittyKey(values)
        case UInt8(ascii: "Z"): return .key(KeyPress(.tab, modifiers: modifiers.union(.shift)))
        case UInt8(ascii: "a")...UInt8(ascii: "d"):
            // rxvt: Shift with an arrow.
            return arrow(final - 0x20).map { .key(KeyPress($0, modifiers: .shift)) }
        default:
            return cursorKey(final).map { .key(KeyPress($0, modifiers: modifiers)) }
        }
    }

    /// `ESC O` + final: arrows, Home/End, F1–F4, the keypad; rxvt's Control arrows (`a`–`d`).
    static func singleShift(final: UInt8, modifiers: KeyModifiers) -> KeyPress? {
        if (UInt8(ascii: "a")...UInt8(ascii: "d")).contains(final) {
            return arrow(final - 0x20).map { KeyPress($0, modifiers: .control) }
        }
        if final == UInt8(ascii: "M") { return KeyPress(.enter, modifiers: modifiers) }
        if let key = cursorKey(final) { return KeyPress(key, modifiers: modifiers) }
        let keypad: [UInt8: Character] = [
            0x6A: "*", 0x6B: "+", 0x6C: ",", 0x6D: "-", 0x6E: ".", 0x6F: "/", 0x58: "=",
        ]
        if let character = keypad[final] { return KeyPress(.character(character), modifiers: modifiers) }
        if (0x70...0x79).contains(final) {
            return KeyPress(.character(Character(Unicode.Scalar(final - 0x70 + 0x30))), modifiers: modifiers)
        }
        return nil
    }

    /// `CSI n ~` and rxvt's `$` (Shift), `^` (Control) and `@` (Control-Shift) finals.
    static func tilde(_ parameters: [UInt8], final: UInt8) -> InputEvent? {
        let values = numbers(parameters)
        var modifiers: KeyModifiers
        switch final {
        case UInt8(ascii: "$"): modifiers = .shift
        case UInt8(ascii: "^"): modifiers = .control
        case UInt8(ascii: "@"): modifiers = [.control, .shift]
        default: modifiers = KeyModifiers(parameter: values.count > 1 ? values[1] : 1)
        }
        // xterm's modifyOtherKeys: CSI 27 ; modifiers ; code ~
        if values.first == 27, values.count == 3, final == UInt8(ascii: "~") {
            return kittyKey([values[2], values[1]])
        }
        let keys: [Int: Key] = [
            1: .home, 2: .insert, 3: .delete, 4: .end, 5: .pageUp, 6: .pageDown, 7: .home, 8: .end,
            11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4), 15: .function(5),
            17: .function(6), 18: .function(7), 19: .function(8), 20: .function(9), 21: .function(10),
            23: .function(11), 24: .function(12), 25: .function(13), 26: .function(14), 28: .function(15),
            29: .function(16), 31: .function(17), 32: .function(18), 33: .function(19), 34: .function(20),
        ]
        guard let first = values.first, let key = keys[first] else { return nil }
        return .key(KeyPress(key, modifiers: modifiers))
    }

    /// kitty's `CSI code ; modifiers u` (and modifyOtherKeys): a key by its code point.
    private static func kittyKey(_ values: [Int]) -> InputEvent? {
        guard let code = values.first else { return nil }
        let modifiers = KeyModifiers(parameter: values.count > 1 ? values[1] : 1)
        let key: Key
        switch code {
        case 13: key = .enter
        case 9: key = .tab
        case 127, 8: key = .backspace
        case 27: key = .escape
        default:
            guard let scalar = Unicode.Scalar(UInt32(clamping: code)), code >= 0x20 else { return nil }
            key = .character(Character(scalar))
        }
        return .key(KeyPress(key, modifiers: modifiers))
    }

    /// The keys CSI and SS3 share: arrows, Home, End, the keypad's middle and F1–F4.
    private static func cursorKey(_ final: UInt8) -> Key? {
        if let key = arrow(final) { return key }
        switch final {
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "E"): return .begin
        case UInt8(ascii: "P")...UInt8(ascii: "S"): return .function(Int(final) - Int(UInt8(ascii: "P")) + 1)
        default: return nil
        }
    }

    private static func arrow(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        default: nil
        }
    }

    /// A mouse report from its button code and one-based cell (SGR), or X10's (release: button 3).
    static func mouse(code: Int, column: Int, row: Int, released: Bool, x10: Bool) -> InputEvent? {
        guard column >= 1, row >= 1 else { return nil }
        var modifiers: KeyModifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let button = code & 3
        let action: MouseReport.Action
        if code & 64 != 0 {
            action = [.wheelUp, .wheelDown, .wheelLeft, .wheelRight][button]
        } else if code & 32 != 0 {
            action = .motion(button: button == 3 ? nil : button)
        } else if released || (x10 && button == 3) {
            action = .release(button: x10 ? -1 : button)
        } else {
            action = .press(button: button)
        }
        return .mouse(MouseReport(action: action, row: row - 1, column: column - 1, modifiers: modifiers))
    }
}
