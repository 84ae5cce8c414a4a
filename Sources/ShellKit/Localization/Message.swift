import Foundation

/// A localizable message: a catalogue key and the values for its `{0}`, `{1}`… placeholders.
/// A value is text shown as it is, or a message of its own shown in the same language (a
/// failed operation's name inside "… failed", the kind of value a field should hold).
public struct Message: Equatable, Sendable {
    /// One placeholder's value.
    public indirect enum Argument: Equatable, Sendable {
        case text(String)
        case message(Message)
        /// A reason from the operating system (`strerror`'s English): shown in Japanese when
        /// the text is one of `SystemError`'s, as it is otherwise. Other text is never rewritten.
        case systemReason(String)
    }

    public let key: any MessageKey
    public let parts: [Argument]

    public init(_ key: any MessageKey, _ arguments: String...) {
        self.init(key, arguments: arguments)
    }

    public init(_ key: any MessageKey, arguments: [String]) {
        self.key = key
        parts = arguments.map(Argument.text)
    }

    public init(_ key: any MessageKey, parts: [Argument]) {
        self.key = key
        self.parts = parts
    }

    /// The message's text in `language`, placeholders filled in. `{N}` is argument N;
    /// `{N|one|other}` is `one` when argument N is 1 and `other` otherwise (English plurals:
    /// "1 item", "2 items").
    public func text(in language: Language) -> String {
        // One pass over the template, so a value that itself contains `{1}` (a typed command,
        // an item title) is never filled in again. The braces are found among the UTF-8 bytes:
        // walking characters made this a third of laying an item out, on Japanese templates.
        let template = key.texts.template(in: language)
        let bytes = template.utf8
        var text = ""
        var copied = bytes.startIndex
        var cursor = bytes.startIndex
        while let open = bytes[cursor...].firstIndex(of: UInt8(ascii: "{")) {
            let afterOpen = bytes.index(after: open)
            cursor = afterOpen
            // A brace that opens no placeholder stays in the text.
            guard let close = bytes[afterOpen...].firstIndex(of: UInt8(ascii: "}")),
                  let filled = fill(template[afterOpen..<close], in: language) else { continue }
            text.append(contentsOf: template[copied..<open])
            text += filled
            copied = bytes.index(after: close)
            cursor = copied
        }
        text.append(contentsOf: template[copied...])
        return text
    }

    /// The text for one placeholder's inside (`0`, or `0|item|items`), or nil when it is none.
    /// A nested message, and an operating system's reason, are shown in `language` too.
    private func fill(_ placeholder: Substring, in language: Language) -> String? {
        // `{0}`, the common case, without splitting the placeholder into pieces.
        if placeholder.utf8.count == 1, let digit = placeholder.utf8.first, (0x30...0x39).contains(digit) {
            let index = Int(digit - 0x30)
            return parts.indices.contains(index) ? value(of: parts[index], in: language) : nil
        }
        let pieces = Self.pieces(of: placeholder)
        guard let index = Int(pieces[0]), parts.indices.contains(index) else { return nil }
        let filled = value(of: parts[index], in: language)
        switch pieces.count {
        case 1: return filled
        case 3: return String(filled == "1" ? pieces[1] : pieces[2])
        default: return nil
        }
    }

    /// `0|item|items` → `0`, `item`, `items`: split at the `|` bytes (what splitting by
    /// characters gives for these ASCII placeholders, without walking grapheme clusters).
    private static func pieces(of placeholder: Substring) -> [Substring] {
        var pieces: [Substring] = []
        var start = placeholder.startIndex
        let bytes = placeholder.utf8
        var index = bytes.startIndex
        while index != bytes.endIndex {
            if bytes[index] == UInt8(ascii: "|") {
                pieces.append(placeholder[start..<index])
                start = bytes.index(after: index)
            }
            bytes.formIndex(after: &index)
        }
        pieces.append(placeholder[start...])
        return pieces
    }

    /// The same key (by its `id`) with the same values.
    public static func == (lhs: Message, rhs: Message) -> Bool {
        lhs.key.id == rhs.key.id && lhs.parts == rhs.parts
    }

    /// One value as shown in `language`.
    private func value(of part: Argument, in language: Language) -> String {
        switch part {
        case .text(let text): text
        case .systemReason(let text): language == .japanese ? SystemError.japanese(text) : text
        case .message(let message): message.text(in: language)
        }
    }
}
