import ShellKit

/// An article body's lines with what a reader's commands need to know of each: whether it lies
/// inside a fenced code block (where nothing is a link or a heading). Fences are CommonMark's:
/// three or more backticks or tildes, indented at most three spaces, closed by a fence of the
/// same character at least as long.
package struct MarkdownSourceLines {
    package struct Line {
        package let text: Substring
        /// Inside a fenced code block, or one of its fences.
        package let isCode: Bool
    }

    package let lines: [Line]

    package init(_ body: String) {
        var lines: [Line] = []
        var openFence: (character: Character, length: Int)?
        for text in body.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = text.hasSuffix("\r") ? text.dropLast() : text
            if let fence = Self.fence(in: text) {
                if let open = openFence {
                    if fence.character == open.character, fence.length >= open.length, fence.isBare { openFence = nil }
                } else {
                    openFence = (fence.character, fence.length)
                }
                lines.append(Line(text: text, isCode: true))
                continue
            }
            lines.append(Line(text: text, isCode: openFence != nil))
        }
        self.lines = lines
    }

    /// A fence opening or closing a code block: the character, how many, and whether nothing
    /// but spaces follows (only such a fence closes a block).
    private static func fence(in line: Substring) -> (character: Character, length: Int, isBare: Bool)? {
        let indent = line.prefix { $0 == " " }.count
        guard indent <= 3 else { return nil }
        let rest = line.dropFirst(indent)
        guard let character = rest.first, character == "`" || character == "~" else { return nil }
        let length = rest.prefix { $0 == character }.count
        guard length >= 3 else { return nil }
        let info = rest.dropFirst(length)
        if character == "`", info.contains("`") { return nil }
        return (character, length, info.allSatisfy { $0 == " " || $0 == "\t" })
    }
}
