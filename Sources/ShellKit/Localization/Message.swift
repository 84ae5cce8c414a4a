import FoundationEssentials

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
        /// Values shown one after another, `separator` between them ("tag:swift 3 new · user:u nothing new").
        case list([Argument], separator: String)
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
        // an item title) is never filled in again.
        // `append(contentsOf:)` with a Substring is String's own; the generic `+=` would ask the
        // runtime whether Substring is a Collection, a scan of every conformance record at start.
        var text = ""
        var rest = Substring(key.texts.template(in: language))
        while let open = rest.firstIndex(of: "{") {
            text.append(contentsOf: rest[..<open])
            let afterOpen = rest.index(after: open)
            // A brace that opens no placeholder stays in the text.
            if let close = rest[afterOpen...].firstIndex(of: "}"),
                let filled = fill(rest[afterOpen..<close], in: language)
            {
                text += filled
                rest = rest[rest.index(after: close)...]
            } else {
                text += "{"
                rest = rest[afterOpen...]
            }
        }
        return text + String(rest)
    }

    /// The text for one placeholder's inside (`0`, or `0|item|items`), or nil when it is none.
    /// A nested message, and an operating system's reason, are shown in `language` too.
    private func fill(_ placeholder: Substring, in language: Language) -> String? {
        let pieces = placeholder.split(separator: "|", omittingEmptySubsequences: false)
        guard let index = Int(pieces[0]), parts.indices.contains(index) else { return nil }
        let filled = value(of: parts[index], in: language)
        switch pieces.count {
        case 1: return filled
        case 3: return String(filled == "1" ? pieces[1] : pieces[2])
        default: return nil
        }
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
        case .list(let parts, let separator): parts.map { value(of: $0, in: language) }.joined(separator: separator)
        }
    }
}
