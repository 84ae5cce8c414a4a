import Markdown

/// One code block of an article, as `code` lists it: its number (from 1, in the order written),
/// language and file name from its fence (`ruby:app.rb`), and its text exactly as written.
package struct ItemCodeBlock: Equatable, Sendable {
    package let number: Int
    package let info: CodeFenceInfo
    package let code: String

    package var language: String { info.language }
    package var fileName: String? { info.fileName }
    /// Lines of code (a last line without a newline counts).
    package var lineCount: Int {
        guard !code.isEmpty else { return 0 }
        return code.split(separator: "\n", omittingEmptySubsequences: false).count - (code.hasSuffix("\n") ? 1 : 0)
    }

    /// `block-K.EXT`: where `code --save` puts a block without a file name.
    package var fallbackFileName: String {
        "block-\(number).\(CodeFileExtensions.of(language: info.normalizedLanguage))"
    }
}

extension ItemArticle {
    /// The article's code blocks (fenced or indented), math blocks left out.
    package var codeBlocks: [ItemCodeBlock] {
        var blocks: [ItemCodeBlock] = []
        for node in document.nodes {
            guard case .codeBlock(let info, let literal, _) = node.kind else { continue }
            let fence = CodeFenceInfo(info)
            if fence.isMath { continue }
            blocks.append(ItemCodeBlock(number: blocks.count + 1, info: fence, code: literal))
        }
        return blocks
    }
}

/// The usual file extension for a fence's language (`python` → `py`); `txt` when unknown.
package enum CodeFileExtensions {
    static let table: [String: String] = [
        "swift": "swift", "python": "py", "py": "py", "ruby": "rb", "rb": "rb", "javascript": "js", "js": "js",
        "typescript": "ts", "ts": "ts", "tsx": "tsx", "jsx": "jsx", "go": "go", "golang": "go", "rust": "rs",
        "rs": "rs", "java": "java", "kotlin": "kt", "kt": "kt", "scala": "scala", "c": "c", "cpp": "cpp",
        "c++": "cpp", "csharp": "cs", "cs": "cs", "c#": "cs", "php": "php", "perl": "pl", "bash": "sh", "sh": "sh",
        "shell": "sh", "shellsession": "sh", "console": "txt", "zsh": "sh", "fish": "fish", "powershell": "ps1",
        "yaml": "yml", "yml": "yml", "json": "json", "toml": "toml", "xml": "xml", "html": "html", "css": "css",
        "scss": "scss", "sql": "sql", "markdown": "md", "md": "md", "dockerfile": "dockerfile", "makefile": "mk",
        "lua": "lua", "r": "r", "dart": "dart", "elixir": "ex", "haskell": "hs", "objective-c": "m", "objc": "m",
        "vim": "vim", "ini": "ini", "diff": "diff", "terraform": "tf", "hcl": "hcl", "nginx": "conf",
        "common-lisp": "lisp", "clojure": "clj", "erlang": "erl", "ocaml": "ml", "vue": "vue", "graphql": "graphql",
        "proto": "proto", "protobuf": "proto",
    ]

    package static func of(language: String) -> String {
        let lowered = language.lowercased()
        if lowered.hasPrefix("diff_") { return "diff" }
        return table[lowered] ?? "txt"
    }
}
