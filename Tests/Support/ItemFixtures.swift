import Foundation
import ItemsModel

/// Thirty hand-built items with known titles, bodies, tags, counts and dates, and the
/// temporary folders the store and decoder tests write into.
package enum ItemFixtures {
    /// `item01` … `item30`. Created on 2024-01-NN at 10:00 +09:00 except: item25 and item26
    /// share one timestamp; item29 is 2024-01-30 08:00 +09:00 and item30 2024-01-29 23:30 Z,
    /// so item30 is newer although its text sorts first. item03 and item12 were updated in March.
    package static let all: [QiitaItem] = [
        make(1, "Swift入門", "Swiftの基本を学ぶ記事です。", "alice", ["Swift"], 10, 5),
        make(2, "SwiftUIで無限スクロールを実装する", "LazyVStackを使った実装例。", "bob", ["Swift", "SwiftUI"], 120, 80),
        make(
            3, "Rustの所有権を理解する", "borrow checker と lifetime の話。", "carol", ["Rust"], 45, 30,
            updated: "2024-03-15T09:00:00+09:00"),
        make(4, "Go言語でCLIツールを作る", "cobraでコマンドラインツールを作ります。", "dave", ["Go", "CLI"], 30, 12),
        make(5, "Pythonでスクレイピング", "BeautifulSoupでHTMLを解析する。", "alice", ["Python"], 5, 2),
        make(6, "Docker Compose入門", "複数のコンテナをまとめて管理する。", "erin", ["Docker"], 60, 40),
        make(7, "KubernetesのPodを理解する", "Podはコンテナの集まり。", "erin", ["Kubernetes", "Docker"], 80, 55),
        make(8, "SQLiteのFTS5で全文検索", "trigram tokenizerで日本語も部分一致できる。", "frank", ["SQLite"], 25, 20),
        make(9, "Vimのすすめ", "モード切り替えに慣れよう。", "grace", ["Vim"], 3, 1),
        make(10, "Emacs org-mode活用術", "アウトラインで考える。", "grace", ["Emacs"], 7, 4),
        make(11, "React Hooks完全ガイド", "useStateとuseEffectの使い方。", "heidi", ["React", "JavaScript"], 200, 150),
        make(
            12, "TypeScriptの型パズル", "Conditional Typesで遊ぶ。", "heidi", ["TypeScript"], 90, 70,
            updated: "2024-03-20T12:00:00+09:00"),
        make(13, "AWS LambdaでAPIを作る", "サーバーレスの第一歩。", "ivan", ["AWS"], 15, 10),
        make(14, "TerraformでIaC", "インフラをコードで管理する。", "ivan", ["Terraform", "AWS"], 20, 10),
        make(15, "git rebaseの使い方", "コミットをまとめて履歴を整える。", "judy", ["Git"], 50, 35),
        make(16, "100%わかる正規表現", "記号%と_の意味を覚える。", "judy", ["正規表現"], 8, 6),
        make(17, "Haskellのモナド", "Maybeモナドから始める。", "mallory", ["Haskell"], 12, 9),
        make(18, "C言語のポインタ", "ポインタは難しくない。", "niaj", ["C"], 40, 25),
        make(19, "JavaScriptの非同期処理", "Promiseとasync/awaitを理解する。", "heidi", ["JavaScript"], 70, 50),
        make(20, "Swift Concurrency入門", "async/awaitとactorの基本。", "alice", ["Swift"], 150, 100),
        make(21, "Linuxコマンド100本ノック", "grepとawkとsedを使いこなす。", "olivia", ["Linux"], 35, 28),
        make(22, "Elixirで並行処理", "プロセスとメッセージパッシング。", "peggy", ["Elixir"], 9, 3),
        make(23, "Flutterで無限スクロール", "ListView.builderで実装する。", "rupert", ["Flutter", "Dart"], 22, 18),
        make(24, "Kotlin Coroutines入門", "suspend関数の仕組み。", "sybil", ["Kotlin"], 18, 11),
        make(25, "Ruby on Rails 7の新機能", "Hotwireが標準になった。", "trent", ["Ruby", "Rails"], 27, 19),
        make(26, "Scala 3のgiven", "implicitの後継。", "trent", ["Scala"], 4, 2, created: "2024-01-25T10:00:00+09:00"),
        make(27, "Zigを触ってみた", "comptimeが面白い。", "victor", ["Zig"], 6, 3),
        make(28, "Unityでゲーム開発", "C#スクリプトの基本。", "walter", ["Unity", "C#"], 33, 21),
        make(
            29, "Deno 2.0を試す", "Node.js互換が進んだ。", "alice", ["Deno", "TypeScript"], 16, 12,
            created: "2024-01-30T08:00:00+09:00"),
        make(30, "Nim入門", "Pythonに似た文法のコンパイル言語。", "bob", ["Nim"], 2, 1, created: "2024-01-29T23:30:00Z"),
    ]

    /// Every fixture id, newest first (created time, then id).
    package static let newestFirst: [String] =
        ["item30", "item29", "item28", "item27", "item25", "item26"]
        + (1...24).reversed().map(id)

    package static func id(_ number: Int) -> String {
        number < 10 ? "item0\(number)" : "item\(number)"
    }

    /// The fixture with this number.
    package static func item(_ number: Int) -> QiitaItem {
        all[number - 1]
    }

    package static func make(
        _ number: Int, _ title: String, _ body: String, _ user: String, _ tags: [String],
        _ likes: Int, _ stocks: Int, created: String? = nil, updated: String? = nil
    ) -> QiitaItem {
        let day = number < 10 ? "0\(number)" : "\(number)"
        let createdAt = created ?? "2024-01-\(day)T10:00:00+09:00"
        return QiitaItem(
            id: id(number),
            title: title,
            body: body,
            url: "https://qiita.com/\(user)/items/\(id(number))",
            user: QiitaUser(
                id: user, name: number % 3 == 0 ? "" : user.capitalized,
                githubLoginName: number % 2 == 0 ? user + "-gh" : nil),
            tags: tags.map { QiitaTag(name: $0, versions: $0 == "Swift" ? ["6.0"] : []) },
            likesCount: likes,
            stocksCount: stocks,
            commentsCount: number % 4,
            createdAt: createdAt,
            updatedAt: updated ?? createdAt
        )
    }
}
