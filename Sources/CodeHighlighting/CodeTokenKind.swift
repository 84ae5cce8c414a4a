/// What a piece of highlighted code is, as a reader tells it apart: the roles a theme gives
/// colours to (`CodeTheme`). Code of no kind (names, operators, brackets) keeps the text's own
/// colour.
///
/// GNU source-highlight names its element classes per language (`keyword`, `classname`,
/// `atom`, `oldfile`, …); `SourceHighlightClasses` says which kind each one is.
package enum CodeTokenKind: String, CaseIterable, Sendable, Hashable {
    /// Keywords, a configuration's directives (nginx's `server`, a Dockerfile's `RUN`).
    case keyword
    /// Types and class names (`String`, `int`, a class being declared).
    case type
    /// Constants: Ruby's capitalised names (`User`, `ApplicationRecord`), `true`, `nil` where a
    /// language tells them from keywords, CSS values.
    case constant
    /// String literals.
    case string
    /// Numbers, dates and times.
    case number
    /// Symbols as values: Ruby's `:email` and `presence:`, Lisp's `:ensure` and `'quoted`.
    case symbol
    /// Comments.
    case comment
    /// `TODO`, `FIXME` and the like inside comments.
    case todo
    /// Function and command names (a shell session's commands, PowerShell's cmdlets).
    case function
    /// Imports, preprocessor lines, annotations and attributes, decorators.
    case preprocessor
    /// Variables: `$HOME`, `@name`, `$id`.
    case variable
    /// Regular expression literals.
    case regexp
    /// Escapes inside strings (`\n`, `\"`).
    case escape
    /// Keys and properties: CSS properties, JSON keys, TOML and GraphQL field names.
    case property
    /// Addresses.
    case url
    /// A shell session's prompt (`$ `, `# `, `PS> `).
    case prompt
    /// A diff's added, removed and hunk lines.
    case added, removed, hunk

    /// The number source-highlight writes for this kind (`ESC[38;5;N m` in its output), from 1.
    var code: Int { Self.allCases.firstIndex(of: self)! + 1 }

    /// The kind source-highlight's output numbered `code`, or nil.
    init?(code: Int) {
        guard (1...Self.allCases.count).contains(code) else { return nil }
        self = Self.allCases[code - 1]
    }
}
