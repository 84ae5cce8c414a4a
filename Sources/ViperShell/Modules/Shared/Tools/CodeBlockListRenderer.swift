import ItemsModel
import ShellKit

/// `code`'s list: a header naming the item, then one line a block: number, language, file name
/// and lines, fitted to the width.
package struct CodeBlockListRenderer {
    package let width: Int
    package let language: Language

    package func render(_ blocks: [ItemCodeBlock], of item: QiitaItem) -> [String] {
        let header = Message(SharedMessage.codeHeader, TerminalSanitizer.inline(item.title), String(blocks.count))
        var lines = [header.text(in: language).truncated(toDisplayWidth: width)]
        guard !blocks.isEmpty else { return lines }
        let languages = blocks.map { TerminalSanitizer.inline($0.language.isEmpty ? "-" : $0.language) }
        let languageWidth = max(4, languages.map(\.displayWidth).max() ?? 0)
        for (block, name) in zip(blocks, languages) {
            let file = block.fileName.map(TerminalSanitizer.inline) ?? "-"
            let count = Message(SharedMessage.codeLines, String(block.lineCount)).text(in: language)
            let line = [
                String(block.number).padded(toDisplayWidth: 3, alignRight: true),
                name.padded(toDisplayWidth: languageWidth), count.padded(toDisplayWidth: 10, alignRight: true), file,
            ].joined(separator: "  ")
            lines.append(line.truncated(toDisplayWidth: width))
        }
        return lines
    }
}
