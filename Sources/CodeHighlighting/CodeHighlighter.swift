#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Colours code by its language, with GNU source-highlight linked in
/// (Documentation/design/markdown-engine.md §7): line by line, each line's tokens of a kind
/// (`CodeTokenKind`: keyword, string, number, symbol, …) in the colour a theme gives that kind
/// (`CodeTheme`, dark or light), 256-colour SGR sequences only.
///
/// The languages are the system's definitions (`/usr/share/source-highlight`, from
/// libsource-highlight-common) and our own for what it lacks or colours too little (`OwnLanguage`:
/// TypeScript, Kotlin, Swift, YAML, Dockerfile, HCL, Ruby, nginx, Emacs Lisp, TOML, Dart, shell
/// sessions, Vue, PowerShell, GraphQL). Anything missing (the data, a language, a definition that
/// fails) gives nil and never an error or a word on the terminal: the caller shows the code
/// plain. Safe to use from any thread; source-highlight itself runs one call at a time. Nothing
/// is read or written before the first call.
///
/// Bounded work: source-highlight tries every rule of a language at each token, so a long line
/// of punctuation costs time growing with its square or worse (500 `/` in sh: a second). Lines
/// longer than `maximumLineBytes` are shown plain (the rest of the block is still coloured),
/// code over `maximumCodeBytes` is not highlighted, and a call that runs past its time limit
/// (`defaultTimeLimitMilliseconds` unless given) is abandoned (nil).
package struct CodeHighlighter: Sendable {
    /// The highlighter over the system's source-highlight data (/usr/share/source-highlight), or
    /// one that highlights nothing when it is missing.
    package static let system = CodeHighlighter(dataDirectory: "/usr/share/source-highlight")

    /// The longest line (UTF-8 bytes) that is coloured.
    package static let maximumLineBytes = 512
    /// The most code (UTF-8 bytes) one call colours.
    package static let maximumCodeBytes = 1 << 20
    /// How long one call may take before it is abandoned, unless the highlighter is given another.
    package static let defaultTimeLimitMilliseconds = 250

    /// How long one call of this highlighter may take before it is abandoned.
    package let timeLimitMilliseconds: Int

    /// source-highlight's data: lang.map and the .lang files.
    package let dataDirectory: String
    private let hasData: Bool

    /// A highlighter over the data in `dataDirectory` (relative paths are taken from the
    /// current directory), abandoning a call after `timeLimitMilliseconds`.
    package init(dataDirectory: String, timeLimitMilliseconds: Int = Self.defaultTimeLimitMilliseconds) {
        self.timeLimitMilliseconds = timeLimitMilliseconds
        var directory = dataDirectory.hasPrefix("/") ? dataDirectory : Self.currentDirectory() + "/" + dataDirectory
        while directory.count > 1 && directory.hasSuffix("/") { directory.removeLast() }
        self.dataDirectory = directory
        hasData = access(directory + "/lang.map", R_OK) == 0
    }

    /// The code's lines (split at \n, no trailing empty line for a final newline) each coloured
    /// in `theme` with 256-colour SGR sequences only, every coloured run closed (`ESC[m`) so
    /// lines can be laid out independently; nil when the language is unknown, the data is
    /// missing, or highlighting fails (the caller then shows plain code). Never prints anything.
    ///
    /// The lines are `code`'s made safe first: controls in visible form (`^[`, `<U+009B>`),
    /// `\r\n` and `\r` as line breaks, tabs expanded to 4-column stops (`CodeLines`); without
    /// the SGR sequences each line is exactly that. `language` is any name `language(named:)`
    /// takes. Empty code has no lines.
    package func highlight(_ code: String, language: String, theme: CodeTheme = .dark) -> [String]? {
        runs(code, language: language)?.map(theme.sgr)
    }

    /// The code's lines as `highlight` makes them, each as runs of text with the kind of token
    /// they are (nil: plain), for a caller that colours them itself (the HTML export: a span
    /// per run in `CodeTheme.light.colour(for:).hex`). Joined, a line's runs are the safe line.
    package func runs(_ code: String, language: String) -> [[CodeRun]]? {
        guard code.utf8.count <= Self.maximumCodeBytes, let file = resolved(language)?.file,
            let format = OwnLanguageFiles.formatPaths(dataDirectory: dataDirectory)
        else { return nil }
        let lines = CodeLines.of(code)
        guard !lines.isEmpty else { return [] }
        // Over-long lines go in empty, so the lines around them keep their state (an open
        // comment or string), and come back plain.
        let fed = lines.map { $0.utf8.count <= Self.maximumLineBytes ? $0 : "" }
        var input: [UInt8] = []
        input.reserveCapacity(fed.reduce(0) { $0 + $1.utf8.count + 1 })
        for line in fed {
            input += line.utf8
            input.append(0x0A)
        }
        let outcome = SourceHighlightLibrary.highlight(
            input, languageFile: file, dataDirectory: dataDirectory, outputLanguage: format.outputLanguage,
            style: format.style, timeLimitMilliseconds: timeLimitMilliseconds)
        guard case .highlighted(let output) = outcome, let highlighted = HighlightedOutput.lines(of: output, input: fed)
        else {
            return nil
        }
        return lines.indices.map { index in
            fed[index].isEmpty && !lines[index].isEmpty
                ? [CodeRun(lines[index])] : CodeRun.runs(ofKindCodedLine: highlighted[index])
        }
    }

    /// The source-highlight language a Qiita code fence's language names, or nil.
    ///
    /// Names are taken as authors write them, in any case: `python`, `js`, `golang`, `c++`,
    /// `c#`, `yml`, `tf`, `diff_ruby` (Qiita's diff with a language: a diff), `ruby:app.rb`
    /// (Qiita's language and file name), or a bare file name (`main.go`). The answer is the
    /// language's own name here (`javascript`, `cpp`, `shell`, `hcl`, or lang.map's name for
    /// the ones only it knows, such as `perl`), which `highlight` takes back. nil for plain
    /// text (`text`, `txt`, none), for unknown names, and when the data lacks the language.
    package func language(named name: String) -> String? {
        resolved(name)?.language
    }

    /// The language of a file name's extension (`main.go` → go, `Dockerfile` → dockerfile), or nil.
    package static func language(forFileName name: String) -> String? {
        FileNameLanguages.language(of: name)
    }

    /// The language `name` stands for and the definition source-highlight reads for it.
    private func resolved(_ name: String) -> (language: String, file: String)? {
        guard hasData else { return nil }
        let key = LanguageNames.key(name)
        if !LanguageNames.plainText.contains(key), let file = languageFile(forKey: key) { return (key, file) }
        let fileName = name.firstIndex(of: ":").map { String(name[name.index(after: $0)...]) } ?? name
        guard let byFile = Self.language(forFileName: fileName), let file = languageFile(forKey: byFile) else {
            return nil
        }
        return (byFile, file)
    }

    /// The definition source-highlight reads for the language `key`: a file name in the data
    /// directory, or the absolute path of one of ours. nil when it is not there.
    private func languageFile(forKey key: String) -> String? {
        switch LanguageNames.definitions[key] {
        case .system(let file)?:
            return isReadable(file) ? file : nil
        case .own(let language)?:
            return OwnLanguageFiles.path(for: language, dataDirectory: dataDirectory)
        case nil:
            guard let file = SourceHighlightLibrary.mappedLanguageFile(key, dataDirectory: dataDirectory),
                file != "nohilite.lang", isReadable(file)
            else { return nil }
            return file
        }
    }

    private func isReadable(_ file: String) -> Bool {
        !file.contains("/") && access(dataDirectory + "/" + file, R_OK) == 0
    }

    private static func currentDirectory() -> String {
        guard let path = getcwd(nil, 0) else { return "" }
        defer { free(path) }
        return String(cString: path)
    }
}
