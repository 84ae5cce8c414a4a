import ShellKit
import ItemsDomain

/// The prose of the manual page, English and Japanese side by side. Options, shell commands
/// and their help come from `OptionHelp` and the message catalogue instead.
package enum ManualText {
    package enum Part: CaseIterable {
        case name, description, options, commands, moduleLogin, moduleItems, moduleDetail, moduleToken, moduleShell,
             querySyntax, queryIntro, exitStatus, files, filesIntro, environment, examples, seeAlso, defaultValue
    }

    package static func text(_ part: Part, in language: Language) -> String {
        let (english, japanese) = texts(part)
        return language == .japanese ? japanese : english
    }

    // swiftlint:disable:next function_body_length
    private static func texts(_ part: Part) -> (String, String) {
        switch part {
        case .name: ("a shell for logging in and browsing a catalogue of technical articles",
                     "ログインして技術記事のカタログを読むためのシェル")
        case .description: (
            "viper-shell is an interactive shell (GNU readline: editing, history, completion) for Qiita-style items: an embedded demo catalogue, JSON files of Qiita API v2 items, or the live Qiita API. Commands come from the terminal, from scripts (-f, -c, or a standard input that is not a terminal), or from transcripts replayed as tests (--expect). Long items go through the pager at a terminal.",
            "viper-shell は Qiita 形式の記事(組み込みのデモカタログ、Qiita API v2 の記事のJSONファイル、または Qiita API)を読むための対話シェルです(GNU readline による編集・履歴・補完)。コマンドは端末、スクリプト(-f、-c、端末でない標準入力)、テストとして再実行するトランスクリプト(--expect)から受け取ります。端末では長い記事をページャーで表示します。")
        case .options: ("OPTIONS", "オプション")
        case .commands: ("SHELL COMMANDS", "シェルのコマンド")
        case .moduleLogin: ("Accounts (any time)", "アカウント(いつでも)")
        case .moduleItems: ("Listings (logged in)", "一覧(ログイン中)")
        case .moduleDetail: ("One item (after open)", "記事(open の後)")
        case .moduleToken: ("The Qiita access token", "Qiita のアクセストークン")
        case .moduleShell: ("The shell", "シェル")
        case .querySyntax: ("QUERY SYNTAX", "検索の書き方")
        case .queryIntro: (
            "search takes Qiita's syntax. Terms are ANDed (AND may be written); \"a phrase\" matches as one piece; a OR b matches either, and OR binds tighter than AND; -term excludes. Qualifiers: tag:NAME, user:NAME, title:WORD, body:WORD, stocks:N, likes:N (with >, >=, <, <=), created:YYYY-MM-DD, updated:YYYY-MM-DD (with the same comparisons). There is no grouping with parentheses. Results are newest first.",
            "search は Qiita の検索構文を受け付けます。語は AND で結ばれ(AND と書いても同じ)、\"フレーズ\" はひとまとまりで一致し、a OR b はどちらかに一致します(OR は AND より優先)。-語 で除外します。修飾子: tag:NAME、user:NAME、title:WORD、body:WORD、stocks:N、likes:N(>、>=、<、<= 付きも可)、created:YYYY-MM-DD、updated:YYYY-MM-DD(同じ比較が可)。括弧によるグループ化はありません。結果は新しい順です。")
        case .exitStatus: ("EXIT STATUS", "終了ステータス")
        case .files: ("FILES", "ファイル")
        case .filesIntro: (
            "State files are written atomically, under a lock, 0600 in a 0700 folder; a damaged one is moved aside to NAME.corrupt-TIMESTAMP. With --home DIR (or VIPER_SHELL_HOME) every file is under DIR.",
            "状態ファイルはロックの下で不可分に書き込まれ、0700 のフォルダに 0600 で置かれます。壊れたファイルは NAME.corrupt-TIMESTAMP に退避します。--home DIR(または VIPER_SHELL_HOME)を指定するとすべて DIR の下に置きます。")
        case .environment: ("ENVIRONMENT", "環境変数")
        case .examples: ("EXAMPLES", "例")
        case .seeAlso: ("SEE ALSO", "関連項目")
        case .defaultValue: ("Default: ", "既定値: ")
        }
    }

    /// (status, meaning) for EXIT STATUS.
    package static func exitStatuses(in language: Language) -> [(String, String)] {
        let english = [("0", "success"), ("1", "a command failed"),
                       ("2", "usage error: unknown command or option, bad arguments, invalid query, unset script variable, unreadable script"),
                       ("4", "the command needs a login")]
        let japanese = [("0", "成功"), ("1", "コマンドが失敗した"),
                        ("2", "使い方の誤り: 不明なコマンドやオプション、引数の誤り、検索構文の誤り、未設定のスクリプト変数、読めないスクリプト"),
                        ("4", "ログインが必要なコマンド")]
        return language == .japanese ? japanese : english
    }

    /// (path, what it holds) for FILES.
    package static func files(in language: Language) -> [(String, String)] {
        let japanese = language == .japanese
        return [
            ("$XDG_CONFIG_HOME/viper-shell/ (~/.config/viper-shell/)",
             japanese ? "accounts.json(ソルト付き scrypt ハッシュ)、settings.json、stocks.json、token.json"
                      : "accounts.json (salted scrypt hashes), settings.json, stocks.json, token.json"),
            ("$XDG_STATE_HOME/viper-shell/ (~/.local/state/viper-shell/)",
             japanese ? "session.json、login-attempts.json、history" : "session.json, login-attempts.json, history"),
            ("$XDG_CACHE_HOME/viper-shell/ (~/.cache/viper-shell/)",
             japanese ? "items-*.sqlite(ソースごとの索引)" : "items-*.sqlite (one index per source)"),
        ]
    }

    /// (variable, meaning) for ENVIRONMENT.
    package static func environment(in language: Language) -> [(String, String)] {
        let japanese = language == .japanese
        return [
            ("VIPER_SHELL_HOME", japanese ? "--home と同じ" : "the same as --home"),
            ("LC_ALL, LC_MESSAGES, LANG", japanese ? "--lang がないときのメッセージの言語(ja… なら日本語)" : "the message language when --lang is not given (ja… for Japanese)"),
            ("QIITA_TOKEN", japanese ? "Qiita API のアクセストークン(保存したものより優先)" : "the Qiita access token (wins over a stored one)"),
            ("VIPER_SHELL_API_URL", japanese ? "--api-url と同じ" : "the same as --api-url"),
            ("http_proxy, https_proxy, no_proxy", japanese ? "Qiita API へのプロキシ" : "proxies for the Qiita API"),
            ("PAGER", japanese ? "長い記事を表示するページャー(既定は less -FRX)" : "the pager for long items (default less -FRX)"),
            ("NO_COLOR, CLICOLOR_FORCE", japanese ? "色を使わない / 端末でなくても色を使う" : "no colour / colour even when not at a terminal"),
            ("COLUMNS", japanese ? "標準出力が端末でないときの幅(既定は80)" : "the width when standard output is not a terminal (default 80)"),
            ("TZ", japanese ? "時刻を表示するタイムゾーン" : "the time zone times are shown in"),
            ("VIPER_SHELL_NOW", japanese ? "ISO 8601 の日時に時計を固定する(再現可能な出力のため)" : "fixes the clock to an ISO 8601 time, for reproducible output"),
        ]
    }

    /// (command line, what it does) for EXAMPLES.
    package static func examples(in language: Language) -> [(String, String)] {
        let japanese = language == .japanese
        return [
            ("viper-shell", japanese ? "対話シェルを始める(組み込みのデモカタログ)" : "start the interactive shell (embedded demo catalogue)"),
            ("viper-shell -c 'search tag:swift likes:>10; open 1'", japanese ? "検索して最初の記事を読む" : "search, then read the first item"),
            ("viper-shell --format json -c 'search docker' | jq '.[].title'", japanese ? "スクリプト用にJSONで出力する" : "JSON for scripts"),
            ("VIPER_PASSWORD=... viper-shell -f session.viper", japanese ? "パスワードを環境変数から読むスクリプトを実行する" : "run a script whose passwords come from the environment"),
            ("viper-shell --expect Tests/Transcripts/search.transcript", japanese ? "トランスクリプトを再実行して比べる" : "replay a transcript and compare"),
        ]
    }
}
