import FoundationEssentials

/// One tag of a `--template` as written, found by `TemplateTag.scan`: where it starts, its kind,
/// what is inside it, and whether it was closed. swift-mustache keeps its own tokens to itself,
/// so the names a template uses, and the place a parse error names, are read from these.
struct TemplateTag: Equatable, Sendable {
    /// The character after the opening delimiter that gives the tag its kind: `#` a section, `^` an
    /// inverted one, `/` a close, `!` a comment, `{` and `&` unescaped values, `>` and `<`
    /// partials, `$` a block, `=` a delimiter change, `%` a setting; nil for a value (`{{title}}`).
    let sigil: Character?
    /// What stands between the opening (with its sigil) and the closing delimiter.
    let content: String
    /// The opening and closing delimiters this tag has (`{{{` and `}}}` for a triple mustache).
    let opening: String
    let closing: String
    /// Whether the closing delimiter was found before the text ended or another tag began.
    let isClosed: Bool
    /// Where the tag starts: a line and a column (in characters) of the template, from 1.
    let line: Int
    let column: Int
    /// Its first character's offset in the template's characters.
    let offset: Int

    /// The tag as written (cut at the end of its line when it runs on).
    var text: String {
        let written = opening + (sigil.map { $0 == "{" ? "" : String($0) } ?? "") + content + (isClosed ? closing : "")
        return String(written.prefix { !$0.isNewline })
    }

    /// The field and helpers a value or section tag names: `bold(truncate20(title))` is the
    /// field `title` with the helpers `bold` and `truncate20` (applied innermost first), as
    /// swift-mustache reads them; nil for text that is no such name.
    var name: TemplateName? { TemplateName(content) }

    static let sigils: Set<Character> = ["#", "^", "/", "!", "{", "&", ">", "<", "$", "=", "%"]

    /// Every tag of `source`, in order, following delimiter changes (`{{=<% %>=}}`) as swift-mustache does.
    static func scan(_ source: String) -> [TemplateTag] {
        let characters = Array(source)
        var lineStarts = [0]
        for (index, character) in characters.enumerated() where character.isNewline { lineStarts.append(index + 1) }
        var tags: [TemplateTag] = []
        var opening = "{{"
        var closing = "}}"
        var index = 0
        while let start = find(opening, in: characters, from: index) {
            let afterOpening = start + opening.count
            let sigil =
                afterOpening < characters.count && sigils.contains(characters[afterOpening])
                ? characters[afterOpening] : nil
            let contentStart = afterOpening + (sigil == nil ? 0 : 1)
            let needed = sigil == "{" ? closing + "}" : sigil == "=" ? "=" + closing : closing
            let close = find(needed, in: characters, from: contentStart)
            // A tag that meets another opening before its close was left open (`{{title} and {{url}}`);
            // a comment may hold anything.
            let nextOpening = sigil == "!" ? nil : find(opening, in: characters, from: contentStart)
            let isClosed = close != nil && (nextOpening == nil || nextOpening! > close!)
            let contentEnd = isClosed ? close! : (nextOpening ?? characters.count)
            let line = lineStarts.lastIndex { $0 <= start } ?? 0
            let tag = TemplateTag(
                sigil: sigil, content: String(characters[min(contentStart, contentEnd)..<contentEnd]),
                opening: opening + (sigil == "{" ? "{" : ""), closing: needed, isClosed: isClosed, line: line + 1,
                column: start - lineStarts[line] + 1, offset: start)
            tags.append(tag)
            index = isClosed ? close! + needed.count : contentEnd
            if isClosed, sigil == "=", let delimiters = tag.newDelimiters {
                (opening, closing) = delimiters
            }
        }
        return tags
    }

    /// The offset of the first character of (line, column) in `source`, both from 1.
    static func offset(line: Int, column: Int, in source: String) -> Int {
        var offset = 0
        var currentLine = 1
        for character in source {
            if currentLine == line { break }
            offset += 1
            if character.isNewline { currentLine += 1 }
        }
        return offset + column - 1
    }

    /// `{{=<% %>=}}`'s two delimiters.
    private var newDelimiters: (String, String)? {
        let parts = content.split(whereSeparator: \.isWhitespace)
        guard parts.count == 2 else { return nil }
        return (String(parts[0]), String(parts[1]))
    }

    private static func find(_ needle: String, in characters: [Character], from start: Int) -> Int? {
        let needle = Array(needle)
        guard !needle.isEmpty, start <= characters.count - needle.count else { return nil }
        for index in start...(characters.count - needle.count)
        where characters[index] == needle[0] && Array(characters[index..<(index + needle.count)]) == needle {
            return index
        }
        return nil
    }
}

/// A name in a tag, as swift-mustache splits it: the field path and the helpers around it.
struct TemplateName: Equatable, Sendable {
    /// `title`, `user.id`, `.` (the current value), `.title` (only in the current value), or
    /// empty for a list's own helpers (`{{index()}}`).
    let path: String
    /// The helpers, outermost first: applied last to first.
    let helpers: [String]

    private static let characters = Set("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?*")

    init?(_ content: String) {
        let text = content.trimmingBlanksAndNewlines()
        let parts = text.split(separator: "(", omittingEmptySubsequences: false).map(String.init)
        guard var last = parts.last else { return nil }
        var closers = 0
        while last.hasSuffix(")") {
            last.removeLast()
            closers += 1
        }
        let helpers = Array(parts.dropLast())
        guard closers == helpers.count, (helpers + [last]).allSatisfy({ $0.allSatisfy(Self.characters.contains) })
        else { return nil }
        path = last
        self.helpers = helpers
    }
}
