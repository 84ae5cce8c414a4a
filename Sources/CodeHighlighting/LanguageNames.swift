/// The names Qiita's authors give code fences, and the language each stands for.
///
/// Every language has one name of ours ("python", "cpp", "shell", …), which `CodeHighlighter`
/// hands out and takes back; the aliases are what authors write (`js`, `golang`, `c++`, `c#`,
/// `yml`, `tf`). A name neither here nor plain text is looked up in the data directory's
/// lang.map (`perl`, `lua`, `scala`, …), and stands for itself.
enum LanguageNames {
    /// Our name for a fence's language: lower-cased, trimmed, the part before Qiita's `:`
    /// (`ruby:app.rb`), and `diff` for Qiita's `diff_LANG`.
    static func key(_ name: String) -> String {
        var key = name.lowercased()
        if let colon = key.firstIndex(of: ":") { key = String(key[..<colon]) }
        key = String(key.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        if key.hasPrefix("diff_") { return "diff" }
        return aliases[key] ?? key
    }

    /// Names that mean "no highlighting".
    static let plainText: Set<String> = ["", "text", "txt", "plain", "plaintext", "none", "nohighlight", "output"]

    /// Alias → our name.
    static let aliases: [String: String] = [
        "py": "python", "python3": "python", "py3": "python",
        "js": "javascript", "jsx": "javascript", "node": "javascript", "nodejs": "javascript", "mjs": "javascript",
        "cjs": "javascript",
        "ts": "typescript", "tsx": "typescript",
        "rb": "ruby",
        "golang": "go",
        "kt": "kotlin", "kts": "kotlin",
        "rs": "rust",
        "c++": "cpp", "cc": "cpp", "cxx": "cpp", "hpp": "cpp",
        "c#": "csharp", "cs": "csharp",
        "sh": "shell", "bash": "shell", "ksh": "shell",
        "shell-session": "console", "shellsession": "console", "sh-session": "console", "terminal": "console",
        "bash-session": "console", "shell_session": "console",
        "emacs-lisp": "elisp", "emacslisp": "elisp", "emacs": "elisp", "el": "elisp", "lisp": "elisp",
        "common-lisp": "elisp", "commonlisp": "elisp",
        "nginxconf": "nginx", "nginx.conf": "nginx",
        "ps1": "powershell", "pwsh": "powershell", "posh": "powershell",
        "gql": "graphql",
        "mysql": "sql", "postgresql": "sql", "postgres": "sql", "psql": "sql", "sqlite": "sql", "plsql": "sql",
        "yml": "yaml",
        "htm": "html", "xhtml": "xml", "svg": "xml",
        "scss": "css", "sass": "css", "less": "css",
        "docker": "dockerfile", "containerfile": "dockerfile",
        "terraform": "hcl", "tf": "hcl", "tfvars": "hcl",
        "patch": "diff",
    ]

    /// Our name → its definition.
    static let definitions: [String: LanguageDefinition] = [
        "python": .system("python.lang"),
        "javascript": .system("javascript.lang"),
        "typescript": .own(.typescript),
        "ruby": .own(.ruby),
        "go": .system("go.lang"),
        "java": .system("java.lang"),
        "kotlin": .own(.kotlin),
        "swift": .own(.swift),
        "php": .system("php.lang"),
        "rust": .system("rust.lang"),
        "c": .system("c.lang"),
        "cpp": .system("cpp.lang"),
        "csharp": .system("csharp.lang"),
        "shell": .system("sh.lang"),
        "zsh": .system("zsh.lang"),
        "sql": .system("sql.lang"),
        "yaml": .own(.yaml),
        "json": .system("json.lang"),
        "html": .system("html.lang"),
        "xml": .system("xml.lang"),
        "css": .system("css.lang"),
        "dockerfile": .own(.dockerfile),
        "hcl": .own(.hcl),
        "diff": .system("diff.lang"),
        "elisp": .own(.elisp),
        "powershell": .own(.powershell),
        "console": .own(.console),
        "nginx": .own(.nginx),
        "toml": .own(.toml),
        "dart": .own(.dart),
        "vue": .own(.vue),
        "graphql": .own(.graphql),
    ]
}
