/// The languages Qiita's authors often fence that source-highlight 3.1.9 has no definition
/// for (or, for Ruby, one that colours too little), each with a small one of our own built from
/// source-highlight's own pieces (its comment, string, number, symbol and function definitions,
/// included by absolute path). The element classes they use are `SourceHighlightClasses`'.
///
/// A string list's `|` separates words: a literal bar is `"\|"` (a bare `"|"` matches the empty
/// string, and source-highlight then loops forever, past any time limit).
///
/// A definition is text with `@DATA@` where the data directory goes: source-highlight resolves
/// an `include` against the including file's own directory, and ours are written elsewhere
/// (`OwnLanguageFiles`), so every include names the system's file by its full path. The texts
/// live here, in the binary, rather than in a resource bundle: `Bundle.module` traps when the
/// executable is copied away from its build folder.
enum OwnLanguage: String, CaseIterable, Sendable {
    case typescript, kotlin, swift, yaml, dockerfile, hcl
    case ruby, elisp, powershell, console, nginx, toml, dart, vue, graphql

    /// The placeholder for the data directory in `template`.
    static let dataDirectoryPlaceholder = "@DATA@"

    /// The definition with the data directory (an absolute path) put in.
    func definition(dataDirectory: String) -> String {
        template.replacing(Self.dataDirectoryPlaceholder, with: dataDirectory)
    }

    /// The definition, in source-highlight's language definition syntax.
    var template: String {
        switch self {
        case .typescript:
            #"""
            # TypeScript (and TSX): JavaScript's definition, with TypeScript's keywords and built-in types.
            keyword = "abstract|as|asserts|async|await|declare|from|get|implements|infer|interface|is|keyof|let|module",
              "namespace|never|of|override|private|protected|public|readonly|satisfies|set|type|unique|yield"
            type = "any|bigint|boolean|never|number|object|string|symbol|undefined|unknown|void"
            preproc = "import","export"
            include "@DATA@/javascript.lang"
            """#
        case .kotlin:
            #"""
            # Kotlin: comments, strings (raw """ too), numbers, keywords, types, annotations.
            preproc = "import","package"
            include "@DATA@/c_comment.lang"
            string delim "\"\"\"" "\"\"\"" multiline
            include "@DATA@/c_string.lang"
            include "@DATA@/number.lang"
            (keyword,normal,classname) = `(\<(?:class|interface|object))([[:blank:]]+)([[:alnum:]_]+)`
            keyword = "abstract|actual|annotation|as|break|by|catch|class|companion|const|constructor|continue|crossinline|data",
              "do|else|enum|expect|external|false|final|finally|for|fun|get|if|in|infix|init|inline|inner|interface|internal|is",
              "lateinit|noinline|null|object|open|operator|out|override|private|protected|public|reified|return|sealed|set",
              "super|suspend|tailrec|this|throw|true|try|typealias|val|value|var|vararg|when|where|while"
            type = "Any|Array|Boolean|Byte|Char|Double|Float|Int|List|Long|Map|MutableList|MutableMap|MutableSet|Nothing|Pair|Set|Short|String|Unit"
            preproc = '@[[:alpha:]_][[:alnum:]_:]*'
            include "@DATA@/symbols.lang"
            cbracket = "{|}"
            include "@DATA@/function.lang"
            """#
        case .swift:
            #"""
            # Swift: comments, strings, numbers, keywords, types, attributes, compiler directives.
            include "@DATA@/c_comment.lang"
            string delim "\"\"\"" "\"\"\"" multiline
            include "@DATA@/c_string.lang"
            include "@DATA@/number.lang"
            (keyword,normal,classname) = `(\<(?:class|struct|enum|protocol|extension|actor))([[:blank:]]+)([[:alnum:]_]+)`
            keyword = "associatedtype|class|deinit|enum|extension|fileprivate|func|import|init|inout|internal|let|open|operator|package|private|protocol|public|rethrows|static|struct|subscript|typealias|var",
              "break|case|continue|default|defer|do|else|fallthrough|for|guard|if|in|repeat|return|switch|where|while",
              "as|catch|false|is|nil|self|Self|super|throw|throws|true|try|async|await|actor|nonisolated|some|any|mutating|override|final|lazy|weak|unowned|convenience|required|indirect|consuming|borrowing|sending"
            type = "Int|Int8|Int16|Int32|Int64|UInt|UInt8|UInt16|UInt32|UInt64|Double|Float|Bool|String|Substring|Character|Array|Dictionary|Set|Optional|Result|Void|Never|Any|AnyObject|Error"
            preproc = '#(if|elseif|else|endif|available|unavailable|selector|keyPath|file|fileID|filePath|line|column|function|warning|error|expect|require)\>'
            preproc = '@[[:alpha:]_][[:alnum:]_]*'
            include "@DATA@/symbols.lang"
            cbracket = "{|}"
            include "@DATA@/function.lang"
            """#
        case .yaml:
            #"""
            # YAML: comments, keys, strings, anchors and aliases, tags, document markers, constants.
            comment = '(?<![^[:blank:]])#.*'
            preproc = '^(---|\.\.\.)(?=[[:blank:]]|\z)'
            preproc = '!!?[[:alnum:]_\-]*'
            include "@DATA@/c_string.lang"
            (keyword,symbol) = `((?:[^[:blank:]#"'\-{}\[\],&*!|>]|-[^[:blank:]:#])[^:#]*?)(:(?=[[:blank:]]|\z))`
            variable = '[&*][[:alnum:]_\-]+'
            constant = '\<(true|false|True|False|TRUE|FALSE|yes|no|on|off|null|Null|NULL)\>'
            constant = '~'
            include "@DATA@/number.lang"
            symbol = "-","\|",">","[","]",",","?"
            cbracket = "{|}"
            """#
        case .dockerfile:
            #"""
            # Dockerfile: instructions, comments, then the shell commands RUN and CMD run.
            comment = '^[[:blank:]]*#.*'
            keyword = '^[[:blank:]]*(FROM|RUN|CMD|LABEL|MAINTAINER|EXPOSE|ENV|ADD|COPY|ENTRYPOINT|VOLUME|USER|WORKDIR|ARG|ONBUILD|STOPSIGNAL|HEALTHCHECK|SHELL)\>' nonsensitive
            keyword = '\<AS\>' nonsensitive
            preproc = '--[[:alpha:]][[:alnum:]\-]*'
            include "@DATA@/sh.lang"
            """#
        case .hcl:
            #"""
            # HCL (Terraform): blocks, attributes, strings with ${…} interpolation, comments, constants.
            include "@DATA@/script_comment.lang"
            include "@DATA@/c_comment.lang"
            environment string delim "\"" "\"" escape "\\" begin
              variable = '\$\{[^}]*\}'
              preproc = '%\{[^}]*\}'
              specialchar = '\\.'
            end
            include "@DATA@/number.lang"
            keyword = "resource|data|variable|output|locals|module|provider|terraform|backend|required_providers",
              "dynamic|content|for_each|count|depends_on|lifecycle|provisioner|connection|moved|import|removed|check",
              "for|in|if|true|false|null"
            type = "string|number|bool|list|map|set|object|tuple|any"
            (variable,normal,symbol) = `([[:alpha:]_][[:alnum:]_\-]*)([[:blank:]]*)(=(?!=))`
            include "@DATA@/symbols.lang"
            cbracket = "{|}"
            include "@DATA@/function.lang"
            """#
        case .ruby: Self.rubyTemplate
        case .elisp: Self.elispTemplate
        case .powershell: Self.powershellTemplate
        case .console: Self.consoleTemplate
        case .nginx: Self.nginxTemplate
        case .toml: Self.tomlTemplate
        case .dart: Self.dartTemplate
        case .vue: Self.vueTemplate
        case .graphql: Self.graphqlTemplate
        }
    }
}
