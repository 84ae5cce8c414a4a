import ShellKit

/// The prose of the manual page, English and Japanese side by side. Options, shell commands
/// and their help come from `OptionHelp` and the message catalogue instead; qualifiers, files
/// and the environment from `ManualQuerySyntax`, `ManualFiles` and `ManualEnvironment`.
package enum ManualText {
    package enum Part: CaseIterable {
        case name, description, options, commands, moduleLogin, moduleItems, moduleDetail, moduleFeeds, moduleAccount,
            moduleToken,
            moduleShell,
            querySyntax, queryIntro, reader, readerIntro, exitStatus, files, filesIntro, environment, examples, seeAlso, defaultValue
    }

    package static func text(_ part: Part, in language: Language) -> String {
        let (english, japanese) = texts(part)
        return language == .japanese ? japanese : english
    }

    // swiftlint:disable:next function_body_length
    private static func texts(_ part: Part) -> (String, String) {
        switch part {
        case .name:
            (
                "a shell for logging in and browsing a catalogue of technical articles",
                "ログインして技術記事のカタログを読むためのシェル"
            )
        case .description:
            (
                "viper-shell is an interactive shell (GNU readline: editing, history, completion) for Qiita-style "
                    + "items: an embedded demo catalogue, JSON files of Qiita API v2 items, or the live Qiita API. "
                    + "Commands come from the terminal, from scripts (-f, -c, or a standard input that is not a terminal), "
                    + "or from transcripts replayed as tests (--expect). At a terminal, articles open in a full-screen "
                    + "reader (THE READER) and other long output goes through the pager.",
                "viper-shell は Qiita 形式の記事(組み込みのデモカタログ、Qiita API v2 の記事のJSONファイル、または Qiita API)を読むための対話シェルです(GNU "
                    + "readline による編集・履歴・補完)。コマンドは端末、スクリプト(-f、-c、端末でない標準入力)、テストとして再実行するトランスクリプト(--expect)から受け取ります。端末では記事を全画面の"
                    + "リーダー(記事リーダー)で、そのほかの長い出力をページャーで表示します。"
            )
        case .options: ("OPTIONS", "オプション")
        case .commands: ("SHELL COMMANDS", "シェルのコマンド")
        case .moduleLogin: ("Accounts (any time)", "アカウント(いつでも)")
        case .moduleItems: ("Listings (logged in)", "一覧(ログイン中)")
        case .moduleDetail: ("One item (after open)", "記事(open の後)")
        case .moduleFeeds: ("Following and sync", "フォローと同期")
        case .moduleAccount:
            (
                "Your account on Qiita: the outbox and publishing (logged in, a token with write_qiita)",
                "Qiita のアカウント: 送信箱と公開(ログイン中、write_qiita のトークン)"
            )
        case .moduleToken: ("The Qiita access token", "Qiita のアクセストークン")
        case .moduleShell: ("The shell", "シェル")
        case .querySyntax: ("QUERY SYNTAX", "検索の書き方")
        case .queryIntro:
            (
                "search takes Qiita's syntax. Terms are ANDed (AND may be written); \"a phrase\" matches as one "
                    + "piece; a OR b matches either, and OR binds tighter than AND; -term excludes (also -tag:NAME and the "
                    + "like). There is no grouping with parentheses. A term matches anywhere in the title or the body, in "
                    + "any ASCII letter case. Qualifiers, and the options that order the results:",
                "search は Qiita の検索構文を受け付けます。語は AND で結ばれ(AND と書いても同じ)、\"フレーズ\" はひとまとまりで一致し、a OR b はどちらかに一致します(OR は "
                    + "AND より優先)。-語 で除外します(-tag:NAME なども可)。括弧によるグループ化はありません。語はタイトルか本文のどこかに一致します(ASCII "
                    + "の大文字小文字は区別しない)。修飾子と、結果の並び順を決めるオプション:"
            )
        case .reader: ("THE READER", "記事リーダー")
        case .readerIntro:
            (
                "At a terminal, open shows the article full screen on the terminal's alternate screen (set reader "
                    + "full, the default; set reader pager pages it with $PAGER as before, set reader plain prints it). "
                    + "Scripts, pipes, --json and a session being recorded always print. The status line shows the "
                    + "title, the heading you are in, how far down you are and the minutes of reading left. Reopening "
                    + "an article returns to where you left it (kept with the read state, per user). Search ignores "
                    + "case unless the pattern has a capital, and matches across wrapped lines and Japanese line "
                    + "breaks. The wheel scrolls (set mouse off leaves the mouse to the terminal). Leaving in any way, "
                    + "Ctrl-Z included, gives the terminal back as it was. Keys:",
                "端末では open で記事を全画面(端末の代替画面)に表示します(set reader full、既定値。set reader pager "
                    + "は従来どおり $PAGER で、set reader plain はそのまま出力)。スクリプト、パイプ、--json、記録中のセッションでは常に出力します。"
                    + "ステータス行にはタイトル、いまの見出し、位置、残りの読了時間を表示します。記事を開き直すと前回の位置から再開します"
                    + "(ユーザーごとに既読情報と一緒に保存)。検索は大文字を含まない限り大小を区別せず、折り返しや日本語の改行をまたいで一致します。"
                    + "ホイールでスクロールします(set mouse off でマウスを端末に任せます)。Ctrl-Z を含めどう抜けても端末は元に戻ります。キー:"
            )
        case .exitStatus: ("EXIT STATUS", "終了ステータス")
        case .files: ("FILES", "ファイル")
        case .filesIntro:
            (
                "State files are written atomically, under a lock, 0600 in a 0700 folder; a damaged one is moved "
                    + "aside to NAME.corrupt-TIMESTAMP. With --home DIR (or VIPER_SHELL_HOME) every file is under DIR.",
                "状態ファイルはロックの下で不可分に書き込まれ、0700 のフォルダに 0600 で置かれます。壊れたファイルは NAME.corrupt-TIMESTAMP に退避します。--home "
                    + "DIR(または VIPER_SHELL_HOME)を指定するとすべて DIR の下に置きます。"
            )
        case .environment: ("ENVIRONMENT", "環境変数")
        case .examples: ("EXAMPLES", "例")
        case .seeAlso: ("SEE ALSO", "関連項目")
        case .defaultValue: ("Default: ", "既定値: ")
        }
    }

    /// (status, meaning) for EXIT STATUS.
    package static func exitStatuses(in language: Language) -> [(String, String)] {
        let english = [
            ("0", "success"),
            (
                "1",
                "a command failed, or is not possible now (next or page N past the last page, back with nowhere to go)"
            ),
            (
                "2",
                "usage error: unknown command or option, bad arguments, invalid query, unset script variable, "
                    + "unreadable script, a home that cannot hold the files"
            ),
            ("3", "sync (or watch) stopped at Qiita's rate limit with work left: run it again after the reset"),
            ("4", "the command needs a login"),
        ]
        let japanese = [
            ("0", "成功"), ("1", "コマンドが失敗した、または今はできない(最後のページより先への next や page N、戻る先のない back)"),
            ("2", "使い方の誤り: 不明なコマンドやオプション、引数の誤り、検索構文の誤り、未設定のスクリプト変数、読めないスクリプト、ファイルを置けないホーム"),
            ("3", "sync(または watch)が Qiita の利用制限で残りを残して止まった: 制限の解除後にもう一度実行する"),
            ("4", "ログインが必要なコマンド"),
        ]
        return language == .japanese ? japanese : english
    }

    /// (command line, what it does) for EXAMPLES.
    package static func examples(in language: Language) -> [(String, String)] {
        let japanese = language == .japanese
        return [
            (
                "viper-shell",
                japanese ? "対話シェルを始める(組み込みのデモカタログ)" : "start the interactive shell (embedded demo catalogue)"
            ),
            (
                "viper-shell -c 'search tag:swift likes:>10; open 1'",
                japanese ? "検索して最初の記事を読む" : "search, then read the first item"
            ),
            (
                "viper-shell --format json -c 'search docker' | jq '.[].title'",
                japanese ? "スクリプト用にJSONで出力する" : "JSON for scripts"
            ),
            (
                "VIPER_PASSWORD=... viper-shell -f session.viper",
                japanese ? "パスワードを環境変数から読むスクリプトを実行する" : "run a script whose passwords come from the environment"
            ),
            (
                "viper-shell -c 'follow tag:swift user:ID; sync'; viper-shell -c 'source mirror; search is:unread'",
                japanese
                    ? "タグと著者をフォローして同期し、新着をオフラインで読む"
                    : "follow a tag and an author, sync, then read what is new offline"
            ),
            (
                "*/30 * * * * viper-shell -c 'sync --quiet'",
                japanese
                    ? "crontab で30分ごとに同期する(利用制限で止まると終了コード3)"
                    : "sync from cron every 30 minutes (exit status 3 when the rate limit stopped it)"
            ),
            (
                "viper-shell --expect Tests/Transcripts/search.transcript",
                japanese ? "トランスクリプトを再実行して比べる" : "replay a transcript and compare"
            ),
            (
                "viper-shell --record session.transcript --transcript",
                japanese
                    ? "セッションを --expect 用のトランスクリプトとして記録する" : "record a session as a transcript that --expect replays"
            ),
        ]
    }
}
