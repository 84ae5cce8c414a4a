import ShellKit

/// The manual's FILES entries, made from `HomeFolder` and `HomeFile`, the table `HomeLayout`
/// places every file by: each folder with its XDG variable and default, then what is in it. A
/// file without a text here does not compile.
package enum ManualFiles {
    /// One folder and the files it holds: (name, what it holds).
    package struct Folder {
        package let title: String
        package let files: [(String, String)]
    }

    package static func folders(in language: Language) -> [Folder] {
        HomeFolder.allCases.map { folder in
            let files = HomeFile.allCases.filter { $0.folder == folder }.map { file in
                let (english, japanese) = meaning(of: file)
                return (file.name, language == .japanese ? japanese : english)
            }
            return Folder(
                title: "$\(folder.environmentVariable)/viper-shell/ (~/\(folder.fallback)/viper-shell/)", files: files)
        }
    }

    /// (English, Japanese).
    private static func meaning(of file: HomeFile) -> (String, String) {
        switch file {
        case .accounts:
            ("registered IDs, with salted scrypt hashes of their passwords", "登録したIDと、パスワードのソルト付き scrypt ハッシュ")
        case .settings: ("the source chosen last (source)", "最後に選んだソース(source)")
        case .stocks: ("each user's stocks", "ユーザーごとのストック")
        case .later: ("each user's read-later list", "ユーザーごとの「あとで読む」リスト")
        case .savedSearches: ("each user's saved searches (save)", "ユーザーごとの保存した検索(save)")
        case .follows:
            (
                "each user's followed tags and authors per site, with each site's API address (follow)",
                "ユーザーごと・サイトごとのフォローしたタグと著者、各サイトのAPIアドレス(follow)"
            )
        case .token: ("the Qiita access token (token set)", "Qiita のアクセストークン(token set)")
        case .startup:
            (
                "commands run before the first command of every session, one a line (-X skips them)",
                "毎回のセッションで最初のコマンドの前に実行するコマンド、1行に1つ(-X で飛ばす)"
            )
        case .session: ("who is logged in", "ログイン中のユーザー")
        case .loginAttempts: ("failed logins by ID, for the lockout", "ロックアウトのための、IDごとのログイン失敗")
        case .history: ("the commands typed at the terminal", "端末で入力したコマンドの履歴")
        case .reads: ("what each user read, and when (history, is:read)", "ユーザーごとに読んだ記事とその日時(history、is:read)")
        case .outbox:
            (
                "each user's actions on Qiita (stocks, comments, articles) until Qiita has them (outbox)",
                "ユーザーごとの Qiita への操作(ストック・コメント・記事)、Qiita に届くまで(outbox)"
            )
        case .catalogues:
            (
                "one catalogue per source: the demo, each JSON file, the live API's cache, the mirror sync keeps",
                "ソースごとのカタログ(デモ、JSONファイルごと、Qiita API のキャッシュ、sync が保つミラー)"
            )
        }
    }
}
