import ShellKit

/// Lays out the lists that lead into an article: its links (number and text, the URL under
/// it) and its outline (number and heading, indented by level below the outline's top level).
/// All item text is sanitized.
package struct ItemNavigationRenderer {
    package let width: Int
    package let style: TextStyle
    package let language: Language

    package func render(_ model: ItemLinksViewModel) -> [String] {
        var lines = header(Message(ItemDetailMessage.linksHeader, String(model.links.count), model.itemTitle))
        let numberWidth = String(model.links.count).count
        let indent = String(repeating: " ", count: numberWidth + 2)
        for (offset, link) in model.links.enumerated() {
            let number = String(offset + 1).padded(toDisplayWidth: numberWidth, alignRight: true)
            let url = TerminalSanitizer.inline(link.url)
            var text = TerminalSanitizer.inline(link.text)
            if link.kind == .image || link.kind == .embed {
                let kind = Message(link.kind == .image ? ItemDetailMessage.linkImage : ItemDetailMessage.linkEmbed)
                text = kind.text(in: language) + (text.isEmpty ? "" : ": " + text)
            }
            if link.kind == .url || text.isEmpty || text == url {
                // The URL is never cut: a terminal wraps it, and it still works when clicked.
                lines.append(number + "  " + style.underline(url))
                continue
            }
            lines += TextWrapper.wrap(text, width: max(10, width - indent.count)).enumerated().map { index, line in
                (index == 0 ? number + "  " : indent) + line
            }
            lines.append(indent + style.underline(url))
        }
        return lines
    }

    package func render(_ model: ItemOutlineViewModel) -> [String] {
        var lines = header(Message(ItemDetailMessage.outlineHeader, model.itemTitle))
        let numberWidth = String(model.headings.count).count
        // Many articles start at `##`: their top level is not indented.
        let top = model.headings.map(\.level).min() ?? 1
        for (offset, heading) in model.headings.enumerated() {
            let number = String(offset + 1).padded(toDisplayWidth: numberWidth, alignRight: true)
            let indent = String(repeating: "  ", count: heading.level - top)
            let line = (number + "  " + indent + TerminalSanitizer.inline(heading.title)).truncated(
                toDisplayWidth: width)
            lines.append(heading.level == top ? style.bold(line) : line)
        }
        return lines
    }

    private func header(_ message: Message) -> [String] {
        TextWrapper.wrap(TerminalSanitizer.inline(message.text(in: language)), width: width).map { style.bold($0) }
    }
}
