import TerminalScreen

/// The reading mode's keys, close to less and vim (Documentation/design/reader.md §4): the
/// key or wheel event to the action it asks for; nil for a key the reader does not use.
enum ReaderKeyMap {
    /// Lines the wheel scrolls per notch.
    static let wheelLines = 3

    static func action(for event: InputEvent) -> ReaderAction? {
        switch event {
        case .key(let press): return action(for: press)
        case .mouse(let report):
            switch report.action {
            case .wheelDown: return .scroll(wheelLines)
            case .wheelUp: return .scroll(-wheelLines)
            default: return nil
            }
        case .paste: return nil
        }
    }

    static func action(for press: KeyPress) -> ReaderAction? {
        if press.modifiers.contains(.control), case .character(let letter) = press.key {
            return controlAction(letter)
        }
        if press.modifiers.contains(.alt) {
            return press.key == .character("v") ? .pageUp : nil
        }
        switch press.key {
        case .character(let character): return characterAction(character)
        case .enter, .down: return .lineDown
        case .up: return .lineUp
        case .pageDown: return .pageDown
        case .pageUp: return .pageUp
        case .home: return .top
        case .end: return .bottom
        case .escape: return .clearSearch
        case .backspace: return .historyBack
        case .function(1): return .help
        default: return nil
        }
    }

    private static func characterAction(_ character: Character) -> ReaderAction? {
        switch character {
        case "j": .lineDown
        case "k": .lineUp
        case " ", "f": .pageDown
        case "b": .pageUp
        case "d": .halfPageDown
        case "u": .halfPageUp
        case "g", "<": .top
        case "G", ">": .bottom
        case "/": .searchForward
        case "?": .searchBackward
        case "n": .nextMatch
        case "N": .previousMatch
        case "o": .outline
        case "l": .links
        case "i": .images
        case "c": .comments
        case "h": .help
        case "]": .nextItem
        case "[": .previousItem
        case "s": .toggleStock
        case "r": .toggleRead
        case "q": .quit
        default: nil
        }
    }

    private static func controlAction(_ letter: Character) -> ReaderAction? {
        switch letter {
        case "n", "e": .lineDown
        case "p", "y": .lineUp
        case "f", "v": .pageDown
        case "b": .pageUp
        case "d": .halfPageDown
        case "u": .halfPageUp
        case "c": .quit
        case "z": .suspend
        case "l": .redraw
        case "h": .historyBack
        default: nil
        }
    }
}
