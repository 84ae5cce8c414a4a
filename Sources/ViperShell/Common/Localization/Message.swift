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

    /// The message's text in `language`, placeholders filled in.
    public func text(in language: Language) -> String {
        // One pass over the template, so a value that itself contains `{1}` (a typed command,
        // an item title) is never filled in again.
        var text = ""
        var rest = Substring(MessageCatalogue.template(for: key, in: language))
        while let open = rest.firstIndex(of: "{") {
            text += rest[..<open]
            let afterOpen = rest.index(after: open)
            if let close = rest[afterOpen...].firstIndex(of: "}"), let index = Int(rest[afterOpen..<close]), arguments.indices.contains(index) {
                text += arguments[index]
                rest = rest[rest.index(after: close)...]
            } else {
                text += "{"
                rest = rest[afterOpen...]
            }
        }
        return text + rest
    }
}
