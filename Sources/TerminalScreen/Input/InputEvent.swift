/// What the user did at the terminal, decoded from the bytes it sent.
package enum InputEvent: Hashable, Sendable {
    case key(KeyPress)
    case mouse(MouseReport)
    /// Text pasted with bracketed paste on, as it came (the caller sanitizes it).
    case paste(String)
}

/// A key with the modifiers held. Printable text arrives as `.character` keys, one grapheme
/// each; a control character as its letter with `.control` (Ctrl-C is `c` + control).
package struct KeyPress: Hashable, Sendable {
    package var key: Key
    package var modifiers: KeyModifiers

    package init(_ key: Key, modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }
}

/// The keys the decoder tells apart.
package enum Key: Hashable, Sendable {
    case character(Character)
    case enter, tab, backspace, escape
    case up, down, left, right
    case home, end, pageUp, pageDown, insert, delete
    /// The keypad's middle key (5 with Num Lock off).
    case begin
    /// F1–F12 (and further, when a terminal sends them).
    case function(Int)
}

/// Shift, Alt (Meta), Control and Super, as xterm's modifier parameter counts them.
package struct KeyModifiers: OptionSet, Hashable, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    package static let shift = KeyModifiers(rawValue: 1)
    package static let alt = KeyModifiers(rawValue: 2)
    package static let control = KeyModifiers(rawValue: 4)
    package static let `super` = KeyModifiers(rawValue: 8)

    /// From xterm's parameter (1 + the bits: `CSI 1;5A` is Ctrl-Up); empty for 1 or none.
    init(parameter: Int) {
        self.init(rawValue: UInt8(truncatingIfNeeded: max(parameter - 1, 0) & 0x0F))
    }
}

/// A mouse report (SGR, 1006): a press or release of a button, or the wheel, at a zero-based
/// cell.
package struct MouseReport: Hashable, Sendable {
    /// What happened.
    package enum Action: Hashable, Sendable {
        case press(button: Int), release(button: Int), motion(button: Int?)
        case wheelUp, wheelDown, wheelLeft, wheelRight
    }

    package var action: Action
    package var row: Int
    package var column: Int
    package var modifiers: KeyModifiers

    package init(action: Action, row: Int, column: Int, modifiers: KeyModifiers = []) {
        self.action = action
        self.row = row
        self.column = column
        self.modifiers = modifiers
    }
}
