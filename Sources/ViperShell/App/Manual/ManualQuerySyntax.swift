import ItemsModel
import ShellKit

/// The manual's QUERY SYNTAX entries, made from the query parser's own tables: one entry per
/// qualifier it knows (`ItemQueryQualifier`, with `is:`'s values from `ItemMark`) and the
/// `--sort` fields (`ItemOrder.Field`). A qualifier without a text here does not compile.
package enum ManualQuerySyntax {
    /// (syntax, meaning) for every qualifier, in the parser's order, then `--sort` and `--asc`.
    package static func rows(in language: Language) -> [(String, String)] {
        let japanese = language == .japanese
        let qualifiers = ItemQueryQualifier.allCases.map { qualifier in
            let (english, japaneseText) = meaning(of: qualifier)
            return (qualifier.rawValue + ":" + placeholder(for: qualifier), japanese ? japaneseText : english)
        }
        let fields = ItemOrder.Field.allCases.map(\.rawValue).joined(separator: "|")
        return qualifiers + [
            (
                "--sort " + fields,
                japanese
                    ? "search と save の並び順: その値の大きい順・新しい順(同じなら新しい順)。指定しなければ作成日の新しい順(Qiita と同じ)。一覧はその列を必ず表示する(狭い端末では他の列を省き、タイトルを縮める)"
                    : "for search and save: order by that field, largest or newest first (ties newest first); without it, newest first as Qiita lists them. The listing always shows that column (a narrow terminal drops the others and shortens the title)"
            ),
            ("--asc", japanese ? "並び順を逆にする(小さい順・古い順)" : "reverse the order (smallest or oldest first)"),
        ]
    }

    /// What follows `name:`.
    private static func placeholder(for qualifier: ItemQueryQualifier) -> String {
        switch qualifier {
        case .tag: "NAME"
        case .user: "ID"
        case .title, .body: "WORD"
        case .stocks, .likes: "N"
        case .created, .updated: "YYYY-MM-DD"
        case .is: ItemMark.allCases.map(\.rawValue).joined(separator: "|")
        }
    }

    /// (English, Japanese).
    private static func meaning(of qualifier: ItemQueryQualifier) -> (String, String) {
        switch qualifier {
        case .tag: ("items with that tag (the whole name, in any letter case)", "そのタグの記事(名前全体が一致、大文字小文字は区別しない)")
        case .user: ("items by that author (the whole ID, in any letter case)", "その著者の記事(ID全体が一致、大文字小文字は区別しない)")
        case .title: ("the word in the title only", "タイトルだけから語を探す")
        case .body: ("the word in the body only", "本文だけから語を探す")
        case .stocks: ("stocked N times; also >N, >=N, <N, <=N", "ストック数が N(>N、>=N、<N、<=N も可)")
        case .likes: ("liked N times; also >N, >=N, <N, <=N", "いいね数が N(>N、>=N、<N、<=N も可)")
        case .created: ("created that day (the item's own day); also >, >=, <, <=", "その日に作成(記事自身の日付。>、>=、<、<= も可)")
        case .updated: ("updated that day; also >, >=, <, <=", "その日に更新(>、>=、<、<= も可)")
        case .is:
            (
                "ours, not Qiita's: the items you read (opened, or marked with read), those you did not, those you " +
                "stocked",
                "Qiita にはない独自の修飾子: 読んだ記事(開いたか read で印を付けた)、読んでいない記事、ストックした記事"
            )
        }
    }
}
