/// The language a file's name says its code is in (a Qiita fence's `lang:file` part, or a
/// fence with only a file name): by whole name first (`Dockerfile`, `Makefile`, `Gemfile`),
/// then by extension, case-insensitively. The results are `LanguageNames`' own names.
enum FileNameLanguages {
    /// The language of the file `name` (a path's last component counts), or nil.
    static func language(of name: String) -> String? {
        let file = String(name.split(separator: "/", omittingEmptySubsequences: false).last ?? "").lowercased()
        if let language = wholeNames[file] { return language }
        if file.hasPrefix("dockerfile.") || file.hasSuffix(".dockerfile") { return "dockerfile" }
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return nil }
        return extensions[String(file[file.index(after: dot)...])]
    }

    private static let wholeNames: [String: String] = [
        "dockerfile": "dockerfile", "containerfile": "dockerfile",
        "makefile": "makefile", "gnumakefile": "makefile",
        "nginx.conf": "nginx", "pipfile": "toml", ".emacs": "elisp",
        "gemfile": "ruby", "rakefile": "ruby", "podfile": "ruby", "fastfile": "ruby", "vagrantfile": "ruby",
        ".bashrc": "shell", ".bash_profile": "shell", ".profile": "shell", ".zshrc": "zsh", ".zprofile": "zsh",
    ]

    private static let extensions: [String: String] = [
        "py": "python", "pyw": "python", "pyi": "python",
        "js": "javascript", "mjs": "javascript", "cjs": "javascript", "jsx": "javascript",
        "ts": "typescript", "mts": "typescript", "cts": "typescript", "tsx": "typescript",
        "rb": "ruby", "rake": "ruby", "gemspec": "ruby", "erb": "html",
        "go": "go",
        "java": "java",
        "kt": "kotlin", "kts": "kotlin",
        "swift": "swift",
        "php": "php",
        "rs": "rust",
        "c": "c", "h": "c",
        "cpp": "cpp", "cc": "cpp", "cxx": "cpp", "hpp": "cpp", "hh": "cpp", "hxx": "cpp", "mm": "cpp",
        "cs": "csharp",
        "sh": "shell", "bash": "shell", "ksh": "shell", "zsh": "zsh",
        "sql": "sql",
        "yaml": "yaml", "yml": "yaml",
        "json": "json",
        "html": "html", "htm": "html", "xml": "xml", "xhtml": "xml", "svg": "xml", "plist": "xml",
        "css": "css", "scss": "css", "sass": "css", "less": "css",
        "dockerfile": "dockerfile",
        "tf": "hcl", "tfvars": "hcl", "hcl": "hcl",
        "diff": "diff", "patch": "diff",
        "lua": "lua", "pl": "perl", "pm": "perl", "scala": "scala", "hs": "haskell", "mk": "makefile",
        "ini": "ini", "properties": "properties", "conf": "conf",
        "el": "elisp", "lisp": "elisp", "lsp": "elisp",
        "ps1": "powershell", "psm1": "powershell", "psd1": "powershell",
        "toml": "toml", "dart": "dart", "vue": "vue", "graphql": "graphql", "gql": "graphql",
    ]
}
