/// GNU source-highlight's element classes and the kind of token each is, and the two files that
/// make its output say the kind rather than a colour: a style file naming every class with its
/// kind's number, and an output language writing `ESC[38;5;N m` … `ESC[m` around each token.
/// `HighlightedOutput` checks that output and `CodeTheme` gives each kind its colour, so one
/// highlighting serves both themes and the HTML export.
///
/// Classes not named here (`normal`, `symbol` for operators, `cbracket`) are left plain, as
/// source-highlight's own esc256.style leaves them.
enum SourceHighlightClasses {
    /// Class → kind, for the system's definitions and ours (`OwnLanguage`).
    static let kinds: [String: CodeTokenKind] = [
        "keyword": .keyword, "selector": .keyword, "gherken": .keyword, "given": .keyword, "when": .keyword,
        "then": .keyword, "and_but": .keyword,
        "type": .type, "usertype": .type, "classname": .type, "name": .type,
        "constant": .constant, "costant": .constant, "value": .constant, "scheme_value": .constant,
        "string": .string, "valquote": .string, "file": .string, "path": .string, "table": .string,
        "number": .number, "date": .number, "time": .number, "ip": .number, "twonumbers": .number,
        "atom": .symbol,
        "comment": .comment, "linenum": .comment,
        "todo": .todo, "warning": .todo,
        "function": .function, "predef_func": .function, "special_fun": .function,
        "preproc": .preprocessor, "attribute": .preprocessor, "label": .preprocessor, "cuketag": .preprocessor,
        "variable": .variable, "predef_var": .variable,
        "regexp": .regexp, "regex": .regexp,
        "specialchar": .escape,
        "property": .property, "key": .property, "keyquote": .property,
        "url": .url,
        "prompt": .prompt,
        "newfile": .added, "oldfile": .removed, "difflines": .hunk,
    ]

    /// The style file (`kinds.style`): `keyword "1";`, each class with its kind's number, which
    /// source-highlight puts as it is into the output language's `color` template.
    static var styleFile: String {
        "// viper-shell: each class named with the number of its kind of token.\n"
            + kinds.sorted { $0.key < $1.key }.map { "\($0.key) \"\($0.value.code)\";\n" }.joined()
    }

    /// The output language (`kinds.outlang`): esc256.outlang's form, with the number as it is.
    static let outputLanguageFile = #"""
        extension "txt"

        styletemplate "\x1b[$stylem$text\x1b[m"
        color "38;5;$style"

        """#
}
