import ItemsModel
import MarkdownTerminal
import ShellKit

/// Lays one item out for the terminal: title, author and dates, tags, counts, URL, then the
/// Markdown body rendered and wrapped to the width, and how to read the comments when there are
/// any (at the shell; an exported file has no such hint). Every piece of item text is sanitized.
package struct ItemDetailRenderer {
    package let width: Int
    package let layout: MarkdownLayoutOptions
    package var style: TextStyle { layout.style }
    package let language: Language
    /// Where bodies rendered before are kept (none: every body is laid out).
    package var bodies: RenderedLinesCache<RenderedBodyKey>?
    /// Whether an item with comments ends with the hint to type `comments` (not in an export).
    package let showsCommentsHint: Bool

    package init(
        width: Int, layout: MarkdownLayoutOptions, language: Language,
        bodies: RenderedLinesCache<RenderedBodyKey>? = nil, showsCommentsHint: Bool = true
    ) {
        self.width = width
        self.layout = layout
        self.language = language
        self.bodies = bodies
        self.showsCommentsHint = showsCommentsHint
    }

    package func render(_ model: ItemDetailViewModel) -> [String] {
        header(model) + renderedBody(model.article) + commentsHint(model)
    }

    /// What comes before the body: title, byline, tags, counts, URL and a rule.
    package func header(_ model: ItemDetailViewModel) -> [String] {
        let item = model.item
        var lines: [String] = []
        lines += TextWrapper.wrap(TerminalSanitizer.inline(item.title), width: width).map { style.bold($0) }
        let author = item.user.name.isEmpty ? item.user.id : "\(item.user.id) (\(item.user.name))"
        lines += wrapped(
            Message(ItemDetailMessage.byline, author, Self.timestamp(item.createdAt), Self.timestamp(item.updatedAt)))
        if !item.tags.isEmpty {
            lines += wrapped(Message(ItemDetailMessage.tags, item.tags.map(\.name).joined(separator: ", ")))
        }
        var counts = Message(
            ItemDetailMessage.counts, String(item.likesCount), String(item.stocksCount), String(item.commentsCount)
        ).text(in: language)
        if model.isStocked { counts += " · " + Message(ItemDetailMessage.stocked).text(in: language) }
        if let position = model.position { counts += " · " + position.text(in: language) }
        lines += TextWrapper.wrap(TerminalSanitizer.inline(counts), width: width)
        // The URL is never cut: a terminal wraps it, and it still works when copied or clicked.
        lines.append(style.underline(TerminalSanitizer.inline(item.url)))
        lines.append(style.dim(String(repeating: "─", count: width)))
        return lines
    }

    /// After the body: how to read the comments, when there are any (at the shell).
    package func commentsHint(_ model: ItemDetailViewModel) -> [String] {
        guard showsCommentsHint, model.item.commentsCount > 0 else { return [] }
        return [""] + wrapped(Message(ItemDetailMessage.commentsHint, String(model.item.commentsCount))).map {
            style.dim($0)
        }
    }

    /// The body laid out once per width, styling, hyperlink choice and code theme, then reused while paging.
    private func renderedBody(_ article: ItemArticle) -> [String] {
        let render = { MarkdownTerminalRenderer(width: width, options: layout).render(article.document) }
        guard let bodies else { return render() }
        let key = RenderedBodyKey(
            body: article.body, width: width, styled: style.isEnabled, hyperlinks: layout.hyperlinks,
            codeTheme: layout.codeTheme)
        return bodies.lines(for: key, render: render)
    }

    private func wrapped(_ message: Message) -> [String] {
        TextWrapper.wrap(TerminalSanitizer.inline(message.text(in: language)), width: width)
    }

    /// `2024-05-01 12:34` from Qiita's `2024-05-01T12:34:56+09:00`, in the local zone (`TZ`), as
    /// `history` shows read times; a text that is no timestamp is cut to the minute as it is.
    package static func timestamp(_ text: String) -> String {
        if let seconds = ItemTimestamp.epochSeconds(text) { return LocalTime.minuteText(epochSeconds: seconds) }
        let head = text.prefix(16)
        guard head.count == 16 else { return text }
        return String(head.prefix(10)) + " " + String(head.dropFirst(11))
    }
}
