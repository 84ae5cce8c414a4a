/// An article laid out for the terminal (`MarkdownTerminalRenderer.layout(_:)`): its lines as
/// `render(_:)` gives them, where each line comes from, and the first line of each heading.
package struct ArticleLayout: Sendable {
    /// Exactly what `MarkdownTerminalRenderer.render(_:)` returns.
    package let lines: [String]
    /// One per line.
    package let origins: [LineOrigin]
    /// A heading's node (`ItemOutline.Heading.node`) → its first line.
    package let headingLines: [Int32: Int]

    package init(lines: [String], origins: [LineOrigin], headingLines: [Int32: Int]) {
        precondition(lines.count == origins.count, "one origin a line")
        self.lines = lines
        self.origins = origins
        self.headingLines = headingLines
    }
}
