/// What a code fence's info string says, read as Qiita reads it (qiita-markdown's CodeBlock
/// filter): `lang:filename` splits at the first colon, and the file name is the whole rest of
/// the line, spaces and all (`text:ファイル 名.txt`); a single word with a dot is a file name,
/// its language found from its extension; `diff_LANG` is a diff whose other lines are LANG.
package struct CodeFenceInfo: Equatable, Sendable {
    /// The language as written (`ruby`, `diff_ruby`, `c++`), or empty.
    package let language: String
    package let fileName: String?

    package init(_ info: String) {
        // The language is in the first word, as in CommonMark's `class="language-…"`.
        let isBlank = { (character: Character) in character == " " || character == "\t" }
        let trimmed = info.drop(while: isBlank)
        let word = trimmed.prefix(while: { !isBlank($0) })
        if let colon = word.firstIndex(of: ":") {
            language = String(word[..<colon])
            var name = trimmed[trimmed.index(after: colon)...]
            while let last = name.last, isBlank(last) { name.removeLast() }
            fileName = name.isEmpty ? nil : String(name)
        } else if word.contains("."), !word.hasSuffix(".") {
            language = ""
            fileName = String(word)
        } else {
            language = String(word)
            fileName = nil
        }
    }

    /// Qiita's aliases (`el` → common-lisp, `hack` → php, `zsh` → bash) applied, lowercased.
    package var normalizedLanguage: String {
        let lowered = language.lowercased()
        switch lowered {
        case "el": return "common-lisp"
        case "hack": return "php"
        case "zsh": return "bash"
        default: return lowered
        }
    }

    /// For `diff_LANG`: LANG (empty for a plain `diff`); nil when the block is not a diff.
    package var diffLanguage: String? {
        let lowered = normalizedLanguage
        if lowered == "diff" { return "" }
        guard lowered.hasPrefix("diff_") else { return nil }
        return String(lowered.dropFirst(5))
    }

    package var isMath: Bool { normalizedLanguage == "math" }
}
