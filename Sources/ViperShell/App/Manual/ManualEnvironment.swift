import ShellKit

/// The manual's ENVIRONMENT entries: every variable the shell reads. The folders' variables
/// come from `HomeFolder`; a test reads the sources for every variable read by name (an
/// `environment[…]` or `getenv(…)` with a literal) and fails when one is not here, so a variable
/// cannot be added without documenting it.
package enum ManualEnvironment {
    /// One entry: the variables it names, what they do in English and in Japanese.
    package struct Entry: Sendable {
        package let names: [String]
        package let english: String
        package let japanese: String
    }

    package static var entries: [Entry] {
        [
            Entry(names: ["VIPER_SHELL_HOME"], english: "the same as --home", japanese: "--home と同じ"),
            Entry(names: HomeFolder.allCases.map(\.environmentVariable) + ["HOME"],
                  english: "where the files go without --home (see FILES); HOME is also what ~/ means in source ~/PATH",
                  japanese: "--home がないときのファイルの置き場所(ファイルの項を参照)。HOME は source ~/PATH の ~/ の意味でもある"),
            Entry(names: ["LC_ALL", "LC_MESSAGES", "LANG"], english: "the message language when --lang is not given (ja… for Japanese)",
                  japanese: "--lang がないときのメッセージの言語(ja… なら日本語)"),
            Entry(names: ["QIITA_TOKEN"], english: "the Qiita access token (wins over a stored one)", japanese: "Qiita API のアクセストークン(保存したものより優先)"),
            Entry(names: ["VIPER_SHELL_API_URL"], english: "the same as --api-url", japanese: "--api-url と同じ"),
            Entry(names: ["http_proxy", "https_proxy", "no_proxy"], english: "proxies for the Qiita API", japanese: "Qiita API へのプロキシ"),
            Entry(names: ["PAGER"], english: "the pager for long items and long help at a terminal (default less -FRX)",
                  japanese: "端末で長い記事や長いヘルプを表示するページャー(既定は less -FRX)"),
            Entry(names: ["LESSCHARSET", "LESSCHARDEF"], english: "when neither is set, the pager runs with LESSCHARSET=utf-8 (the shell's text is UTF-8)",
                  japanese: "どちらもなければページャーを LESSCHARSET=utf-8 で動かす(シェルの出力は UTF-8)"),
            Entry(names: ["TMPDIR"], english: "where the text for the pager is kept while it runs, and the shell's own language files for colouring code (default /tmp)",
                  japanese: "ページャーに渡すテキストと、コードの色付けに使う独自の言語定義ファイルを置く場所(既定は /tmp)"),
            Entry(names: ["BROWSER"], english: "the browser for browse and link N: a :-separated list of commands, %s replaced by the URL (else the URL is added last); without it, xdg-open at a terminal",
                  japanese: "browse と link N で使うブラウザー: : で区切ったコマンドの並び、%s は URL に置き換える(なければ URL を最後に加える)。未設定なら端末では xdg-open"),
            Entry(names: ["NO_COLOR", "CLICOLOR_FORCE"], english: "no colour / colour even when not at a terminal",
                  japanese: "色を使わない / 端末でなくても色を使う"),
            Entry(names: ["TERM_PROGRAM", "VTE_VERSION", "KITTY_WINDOW_ID", "WT_SESSION", "DOMTERM", "TERM", "TMUX", "STY"],
                  english: "with set hyperlinks auto (the default), whether the terminal shows OSC 8 hyperlinks: iTerm2, WezTerm, VS Code, Ghostty, kitty, foot, Windows Terminal, DomTerm, VTE 0.50 or later; not inside tmux or screen",
                  japanese: "set hyperlinks auto(既定)のとき、端末が OSC 8 ハイパーリンクを表示できるかの判断に使う: iTerm2、WezTerm、VS Code、Ghostty、kitty、foot、Windows Terminal、DomTerm、VTE 0.50 以降。tmux と screen の中では使わない"),
            Entry(names: ["COLUMNS"], english: "the width when standard output is not a terminal (default 80)",
                  japanese: "標準出力が端末でないときの幅(既定は80)"),
            Entry(names: ["TZ"], english: "the time zone times are shown in", japanese: "時刻を表示するタイムゾーン"),
            Entry(names: ["VIPER_SHELL_NOW"], english: "fixes the clock to an ISO 8601 time, for reproducible output",
                  japanese: "ISO 8601 の日時に時計を固定する(再現可能な出力のため)"),
        ]
    }

    /// Not the user's to set: `PATH` (read by every program; it finds the browser) and
    /// `SAP_SHELL` (set by the completion scripts when they ask the shell for `--source` values).
    package static let undocumented: Set<String> = ["PATH", "SAP_SHELL"]

    /// Every name the section lists.
    package static var names: Set<String> { Set(entries.flatMap(\.names)) }

    /// (variables, meaning) for ENVIRONMENT.
    package static func rows(in language: Language) -> [(String, String)] {
        entries.map { ($0.names.joined(separator: ", "), language == .japanese ? $0.japanese : $0.english) }
    }
}
