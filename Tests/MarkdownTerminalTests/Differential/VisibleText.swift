import Foundation
import Markdown
import ShellKit

/// The two sides of the differential test brought to one form: whitespace runs (NBSP included)
/// as one space, trimmed; the terminal's ` <url>` after link text and images removed; code
/// compared line by line with blank-looking lines and trailing ones set aside.
enum VisibleText {
    /// `text` with each run of white space as one space, trimmed; a run beside a wide character
    /// (CJK, emoji) is dropped unless `besideWide`, since the terminal breaks lines between wide
    /// characters without a space to turn into the line break.
    static func collapsingSpace(_ text: String, besideWide: Bool = false) -> String {
        var result = ""
        var pendingSpace = false
        for character in text {
            if character.isWhitespace || character == "\u{A0}" {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace, besideWide || (DisplayWidth.of(character) < 2 && DisplayWidth.of(result.last!) < 2) {
                    result.append(" ")
                }
                pendingSpace = false
                result.append(character)
            }
        }
        return result
    }

    /// The terminal's prose without the addresses it shows after links and images (` <url>`),
    /// which may be broken across lines where they hold wide characters.
    static func terminalProse(_ prose: String, addresses: Set<String>) -> String {
        var text = Array(" " + collapsingSpace(prose, besideWide: true))
        for address in addresses.sorted(by: { $0.count > $1.count }) where !address.isEmpty {
            text = removing(Array(" <" + address + ">"), from: text)
        }
        return collapsingSpace(String(text))
    }

    /// `text` without the occurrences of `pattern`, a space allowed between any two of its
    /// characters.
    private static func removing(_ pattern: [Character], from text: [Character]) -> [Character] {
        var result: [Character] = []
        var index = 0
        while index < text.count {
            if let end = match(pattern, in: text, at: index) {
                index = end
            } else {
                result.append(text[index])
                index += 1
            }
        }
        return result
    }

    private static func match(_ pattern: [Character], in text: [Character], at start: Int) -> Int? {
        var position = start
        for (number, character) in pattern.enumerated() {
            if number > 1, position < text.count, text[position] == " ", character != " " { position += 1 }
            guard position < text.count, text[position] == character else { return nil }
            position += 1
        }
        return position
    }

    /// A code block's text with lines of spaces as empty lines and trailing empty lines dropped
    /// (the terminal shows neither differently from nothing).
    static func code(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.allSatisfy { $0 == " " } ? "" : String($0) }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// The code blocks of one side, empty ones left out (the terminal draws only a header for them).
    static func codeBlocks(_ blocks: [String]) -> [String] {
        blocks.map(code).filter { !$0.isEmpty }
    }

    /// Every link and image address `markdown` parses to, as the terminal shows them.
    static func addresses(in document: MarkdownDocument) -> Set<String> {
        var addresses = Set<String>()
        for node in document.nodes {
            switch node.kind {
            case .link(let url, _), .image(let url, _):
                addresses.insert(url)
                addresses.insert(url.trimmingCharacters(in: .whitespacesAndNewlines))
            default:
                break
            }
        }
        return addresses
    }
}
