import ArticleImages
import ShellKit

/// Lays out `images`: each image numbered with its alt text, where it stands (format, size in
/// pixels and bytes; cached, in the demo, refused, not fetched), and its address under it. All
/// text from the article is sanitized.
package struct ItemImagesRenderer {
    package let width: Int
    package let style: TextStyle
    package let language: Language

    package func render(_ model: ItemImagesViewModel) -> [String] {
        var lines = [
            style.bold(
                TerminalSanitizer.inline(
                    Message(ImageMessage.imagesHeader, parts: [.text(String(model.rows.count)), .text(model.itemTitle)])
                        .text(in: language)))
        ]
        let numberWidth = String(model.rows.count).count
        let indent = String(repeating: " ", count: numberWidth + 2)
        for (offset, row) in model.rows.enumerated() {
            let number = String(offset + 1).padded(toDisplayWidth: numberWidth, alignRight: true)
            let alt = TerminalSanitizer.inline(row.alt)
            lines += TextWrapper.wrap(alt.isEmpty ? "🖼" : alt, width: max(10, width - indent.count)).enumerated().map {
                index, line in (index == 0 ? number + "  " : indent) + line
            }
            lines.append(indent + style.dim(Self.standing(row.standing).text(in: language)))
            lines.append(indent + style.underline(TerminalSanitizer.inline(row.address)))
        }
        return lines
    }

    static func standing(_ standing: ImageStanding) -> Message {
        switch standing {
        case .inDemo(let header, let count):
            Message(ImageMessage.imageInDemo, header.format.rawValue, String(header.width), String(header.height),
                    Self.size(count))
        case .cached(let header, let count):
            Message(ImageMessage.imageCached, header.format.rawValue, String(header.width), String(header.height),
                    Self.size(count))
        case .refused(let refusal): Message(ImageMessage.imageRefused, refusal.reason)
        case .notFetched: Message(ImageMessage.imageNotFetched)
        }
    }

    /// Bytes as people read them: `850 B`, `12 KB`, `3.4 MB`, `500 MB`, `2 GB` (powers of 1,000).
    static func size(_ count: Int) -> String {
        if count < 1000 { return "\(count) B" }
        if count < 1_000_000 { return "\((count + 500) / 1000) KB" }
        let (unit, scale) = count < 1_000_000_000 ? ("MB", 100_000) : ("GB", 100_000_000)
        let tenths = (count + scale / 2) / scale
        return (tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)") + " " + unit
    }
}
