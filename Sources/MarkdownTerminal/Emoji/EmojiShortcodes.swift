/// GitHub-style emoji shortcodes (`+1` → 👍, `tada` → 🎉): the table Scripts/generate-emoji writes
/// from Debian's python3-emoji (EmojiShortcodeTable), parsed into a dictionary the first time a
/// name is looked up.
package enum EmojiShortcodes {
    /// The emoji `name` (without its colons) stands for, or nil when it names none.
    package static func emoji(named name: Substring) -> String? {
        table[String(name)]
    }

    /// How many names the table holds.
    package static var count: Int { table.count }

    /// name → emoji, from EmojiShortcodeTable's `name<TAB>emoji` lines; `#` lines are comments.
    private static let table: [String: String] = {
        var table: [String: String] = [:]
        table.reserveCapacity(4_096)
        for line in EmojiShortcodeTable.tsv.utf8.split(separator: UInt8(ascii: "\n")) {
            guard line.first != UInt8(ascii: "#"), let tab = line.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let name = String(Substring(line[..<tab]))
            let emoji = String(Substring(line[line.index(after: tab)...]))
            if !name.isEmpty, !emoji.isEmpty { table[name] = emoji }
        }
        return table
    }()
}
