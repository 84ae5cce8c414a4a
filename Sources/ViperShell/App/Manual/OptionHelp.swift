import ShellKit

/// The help of each command-line option in English and Japanese, keyed by its long name: the
/// executable gives ArgumentParser the English text (`--help`), and the manual pages take both
/// from here, so `--help`, `man viper-shell` and the Japanese page say the same thing.
public enum OptionHelp {
    /// The value placeholder and help of `--name`, or nil for an option not listed here.
    public static func text(for name: String, in language: Language) -> String {
        guard let (english, japanese) = texts[name] else { return "" }
        return language == .japanese ? japanese : english
    }

    /// The value placeholder shown for `--name` (`DIR`, `FILE`…), or nil for a flag.
    public static func valueName(for name: String) -> String? { valueNames[name] }

    package static let valueNames: [String: String] = [
        "home": "DIR", "lang": "LANG", "source": "SOURCE", "per-page": "N", "format": "FORMAT", "fields": "FIELDS", "jq": "EXPR",
        "template": "TEMPLATE",
        "script": "FILE",
        "c": "CMD", "record": "FILE", "expect": "TRANSCRIPT…", "api-url": "URL", "timeout": "SECONDS",
        "width": "N",
    ]

    package static let texts: [String: (String, String)] = [
        "home": (
            "Keep every file of the shell under DIR (also VIPER_SHELL_HOME).",
            "シェルのファイルをすべて DIR に置く(VIPER_SHELL_HOME でも指定可)。"
        ),
        "lang": (
            "Message language: en or ja (default from LC_ALL, LC_MESSAGES, LANG).",
            "メッセージの言語: en または ja(既定は LC_ALL、LC_MESSAGES、LANG から)。"
        ),
        "source": (
            "Browse this catalogue: a JSON file of Qiita API v2 items, demo, qiita (the live API) or mirror (what "
                + "sync keeps; remembered).",
            "このカタログを読む: Qiita API v2 の記事のJSONファイル、demo、qiita(Qiita API)、mirror(sync が保つもの。選択は記憶されます)。"
        ),
        "per-page": ("Rows per page, 1-100.", "1ページの件数(1〜100)。"),
        "width": (
            "The longest line of an article and its comments, 20-1000 columns (default 100; the terminal's width "
                + "when narrower). Also set width N.",
            "記事とコメントの1行の最大幅(20〜1000桁。既定は100、端末の方が狭ければ端末の幅)。set width N でも指定可。"
        ),
        "format": (
            "Output format of listings and items: table or json (json: standard output holds only JSON).",
            "一覧と記事の出力形式: table または json(json では標準出力はJSONだけ)。"
        ),
        "jq": (
            "With --format json: filter every command's JSON with jq (libjq), as gh does: strings raw, other "
                + "results as compact JSON, one a line.",
            "--format json のとき、各コマンドの JSON を jq(libjq)で絞り込む(gh と同じく文字列はそのまま、それ以外は1行ずつ圧縮した JSON)。"
        ),
        "template": (
            "With --format json: format every command's JSON with a Mustache template (@FILE reads it from FILE).",
            "--format json のとき、各コマンドの JSON を Mustache テンプレートで整形する(@FILE でファイルから読む)。"
        ),
        "fields": (
            "With --format json: only these fields of each object, in this order (id,title,url); an unknown one is a "
                + "usage error listing the valid ones.",
            "--format json のとき、各オブジェクトのこのフィールドだけをこの順に出力する(id,title,url)。存在しないフィールドは使い方の誤りとして有効なものを表示。"
        ),
        "script": (
            "Run the commands in FILE, then exit (repeatable; - is standard input).",
            "FILE のコマンドを実行して終了する(複数指定可。- は標準入力)。"
        ),
        "c": (
            "Run CMD, then exit (repeatable; ; separates commands). Runs after any -f scripts.",
            "CMD を実行して終了する(複数指定可。; でコマンドを区切る)。-f のスクリプトの後に実行。"
        ),
        "echo": (
            "Print each command after its prompt, and its errors and failed status ([N]) on standard output in "
                + "order: a transcript.",
            "各コマンドをプロンプトの後に表示し、エラーと失敗時の終了ステータス([N])も順に標準出力へ出す(トランスクリプト)。"
        ),
        "no-pager": (
            "Print long items straight to the terminal instead of through the pager ($PAGER, default less -FRX).",
            "長い記事をページャー($PAGER、既定は less -FRX)を通さずに表示する。"
        ),
        "no-rc": (
            "Do not run the startup file (rc in the config folder: commands such as alias and set run before the "
                + "first one).",
            "起動ファイル(設定フォルダーの rc: alias や set など最初のコマンドの前に実行するコマンド)を実行しない。"
        ),
        "bail": (
            "Stop at the first failing command, with its exit status.",
            "最初に失敗したコマンドで止まり、その終了ステータスで終了する。"
        ),
        "record": (
            "Write the commands of this session to FILE as a replayable script (passwords as ${VIPER_PASSWORD}).",
            "このセッションのコマンドを再実行できるスクリプトとして FILE に書く(パスワードは ${VIPER_PASSWORD})。"
        ),
        "force": (
            "With --record: replace FILE if it exists (otherwise an existing file is refused).",
            "--record と一緒に: FILE が存在すれば置き換える(指定しなければ既存のファイルは拒否)。"
        ),
        "transcript": (
            "With --record: write FILE as a transcript for --expect instead of a script. When the session ends, its "
                + "commands are replayed in a fresh home with the clock pinned to the start (accounts it logs in to are "
                + "registered first) and their output is written: VIPER_PASSWORD=... viper-shell --expect FILE then passes.",
            "--record と一緒に: FILE をスクリプトではなく --expect 用のトランスクリプトとして書く。セッションの終わりに、開始時刻に固定した時計と新しいホームでコマンドを再実行し(ログインするアカ"
                + "ウントは先に登録)、その出力を書き込む。VIPER_PASSWORD=... viper-shell --expect FILE で合格する。"
        ),
        "expect": (
            "Replay transcripts made with --echo or record --transcript, each in a fresh home, and compare the "
                + "output (a diff and exit 1 on a mismatch; with several, a line each and N passed, N failed).",
            "--echo や record --transcript で作ったトランスクリプトをそれぞれ新しいホームで再実行して出力を比べる(違えば差分を出して終了ステータス1。複数なら1件1行と N 件成功、N 件失敗)。"
        ),
        "update": (
            "With --expect: rewrite the lines of the transcripts whose output changed with the actual output; lines "
                + "that matched, [..] and ... included, stay as written.",
            "--expect と一緒に: 出力が変わったトランスクリプトの違う行を実際の出力で書き換える。一致した行は [..] や ... も含めてそのまま残す。"
        ),
        "api-url": (
            "The Qiita API for --source qiita (default https://qiita.com; also VIPER_SHELL_API_URL).",
            "--source qiita で使う Qiita API(既定は https://qiita.com。VIPER_SHELL_API_URL でも指定可)。"
        ),
        "timeout": ("Seconds to wait for the Qiita API (default 10).", "Qiita API を待つ秒数(既定は10)。"),
        "version": ("Show the version and the git commit it was built from.", "バージョンとビルド元の git コミットを表示する。"),
        "help": ("Show help information.", "ヘルプを表示する。"),
    ]
}
