/// An article's prose: its Markdown body without fenced code blocks (CommonMark's rule: a line
/// of three or more backticks or tildes, indented at most three spaces, opens a block that the
/// same character, as many times or more, closes; an unclosed block runs to the end). What
/// ranking asks whether a query's word is more than code, and what snippets are taken from.
package enum ItemBodyProse {
    /// The body's lines outside fenced code blocks, joined by newlines (each block leaves one
    /// empty line, so passages on either side never run together).
    package static func of(_ body: String) -> String {
        var prose: [Substring] = []
        var fence: (character: Character, length: Int)?
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            let marker = Self.fence(in: line)
            if let open = fence {
                if let marker, marker.character == open.character, marker.length >= open.length, marker.isBare {
                    fence = nil
                }
                continue
            }
            if let marker, marker.character == "~" || !marker.info.contains("`") {
                fence = (marker.character, marker.length)
                prose.append("")
                continue
            }
            prose.append(line)
        }
        return prose.joined(separator: "\n")
    }

    /// A fence at the start of `line`: its character, its length, and what follows it.
    private static func fence(in line: Substring) -> (character: Character, length: Int, info: Substring, isBare: Bool)? {
        var rest = line[...]
        var indent = 0
        while rest.first == " " && indent < 4 {
            rest = rest.dropFirst()
            indent += 1
        }
        guard indent <= 3, let first = rest.first, first == "`" || first == "~" else { return nil }
        let run = rest.prefix { $0 == first }
        guard run.count >= 3 else { return nil }
        let info = rest.dropFirst(run.count)
        let isBare = info.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
        return (first, run.count, info, isBare)
    }
}
