import MarkdownTerminal
import ShellKit

/// Lays an item's comments out for the terminal: a header, then each comment numbered with its
/// author and date, its Markdown body rendered like an article's and indented under it.
package struct ItemCommentsRenderer {
    package let width: Int
    package let layout: MarkdownLayoutOptions
    package var style: TextStyle { layout.style }
    package let language: Language

    package init(width: Int, layout: MarkdownLayoutOptions, language: Language) {
        self.width = width
        self.layout = layout
        self.language = language
    }

    private static let indent = "   "

    package func render(_ model: ItemCommentsViewModel) -> [String] {
        let header = Message(SharedMessage.commentsHeader, String(model.comments.count), model.itemTitle).text(
            in: language)
        var lines = TextWrapper.wrap(TerminalSanitizer.inline(header), width: width).map { style.bold($0) }
        lines += model.notes.flatMap { TextWrapper.wrap(TerminalSanitizer.inline($0.text(in: language)), width: width) }
        let bodyWidth = max(20, width - Self.indent.count)
        for (offset, comment) in model.comments.enumerated() {
            lines.append("")
            let author = comment.user.name.isEmpty ? comment.user.id : "\(comment.user.id) (\(comment.user.name))"
            var byline = Message(
                SharedMessage.commentsByline, String(offset + 1), author,
                ItemDetailRenderer.timestamp(comment.createdAt)
            ).text(in: language)
            if comment.updatedAt != comment.createdAt,
                ItemDetailRenderer.timestamp(comment.updatedAt) != ItemDetailRenderer.timestamp(comment.createdAt)
            {
                byline +=
                    " · "
                    + Message(SharedMessage.commentsEdited, ItemDetailRenderer.timestamp(comment.updatedAt)).text(
                        in: language)
            }
            lines += TextWrapper.wrap(TerminalSanitizer.inline(byline), width: width).map { style.bold($0) }
            let body = MarkdownTerminalRenderer(width: bodyWidth, options: layout).render(comment.body)
            lines += body.map { $0.isEmpty ? "" : Self.indent + $0 }
        }
        return lines
    }
}
