import Foundation

/// A localizable message: a catalogue key and the values for its `{0}`, `{1}`… placeholders.
public struct Message: Equatable, Sendable {
    public let key: MessageKey
    public let arguments: [String]

    public init(_ key: MessageKey, _ arguments: String...) {
        self.key = key
        self.arguments = arguments
    }

    public init(_ key: MessageKey, arguments: [String]) {
        self.key = key
        self.arguments = arguments
    }

    /// The message's text in `language`, placeholders filled in. `{N}` is argument N;
    /// `{N|one|other}` is `one` when argument N is 1 and `other` otherwise (English plurals:
    /// "1 item", "2 items").
    public func text(in language: Language) -> String {
        // One pass over the template, so a value that itself contains `{1}` (a typed command,
        // an item title) is never filled in again.
        var text = ""
        var rest = Substring(MessageCatalogue.template(for: key, in: language))
        while let open = rest.firstIndex(of: "{") {
            text += rest[..<open]
            let afterOpen = rest.index(after: open)
            if let close = rest[afterOpen...].firstIndex(of: "}"), let filled = fill(rest[afterOpen..<close], in: language) {
                text += filled
                rest = rest[rest.index(after: close)...]
            } else {
                text += "{"
                rest = rest[afterOpen...]
            }
        }
        return text + rest
    }

    /// The text for one placeholder's inside (`0`, or `0|item|items`), or nil when it is none.
    /// Error texts from the C library inside an argument are shown in `language` too.
    private func fill(_ placeholder: Substring, in language: Language) -> String? {
        let parts = placeholder.split(separator: "|", omittingEmptySubsequences: false)
        guard let index = Int(parts[0]), arguments.indices.contains(index) else { return nil }
        switch parts.count {
        case 1: return language == .japanese ? SystemError.japanese(arguments[index]) : arguments[index]
        case 3: return String(arguments[index] == "1" ? parts[1] : parts[2])
        default: return nil
        }
    }
}
