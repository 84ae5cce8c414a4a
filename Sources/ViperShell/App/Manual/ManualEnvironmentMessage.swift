import ShellKit

/// What the manual's ENVIRONMENT section says each variable does, in English and Japanese.
package enum ManualEnvironmentMessage: String, MessageKey, CaseIterable {
    case home
    case homeFolders
    case language
    case qiitaToken
    case apiURL
    case proxies
    case pager
    case pagerCharset
    case temporaryFolder
    case browser
    case colour
    case hyperlinkTerminals
    case background
    case trueColour
    case imageTerminals
    case width
    case timeZone
    case fixedClock
    case japaneseDictionary
    case editor
    case qiitaTeam

    package var texts: MessageTexts {
        switch self {
        case .home:
            MessageTexts(
                "the same as --home",
                "--home と同じ")
        case .homeFolders:
            MessageTexts(
                "where the files go without --home (see FILES); HOME is also what ~/ means in source ~/PATH",
                "--home がないときのファイルの置き場所(ファイルの項を参照)。HOME は source ~/PATH の ~/ の意味でもある")
        case .language:
            MessageTexts(
                "the message language when --lang is not given (ja… for Japanese)",
                "--lang がないときのメッセージの言語(ja… なら日本語)")
        case .qiitaToken:
            MessageTexts(
                "the Qiita access token (wins over the token-command setting and a stored one; 'token show' names "
                    + "the one in use)",
                "Qiita API のアクセストークン(token-command 設定や保存したものより優先。'token show' が使われるものを示す)")
        case .apiURL:
            MessageTexts(
                "the same as --api-url",
                "--api-url と同じ")
        case .proxies:
            MessageTexts(
                "proxies for the Qiita API",
                "Qiita API へのプロキシ")
        case .pager:
            MessageTexts(
                "the pager for long items and long help at a terminal (default less -FRX)",
                "端末で長い記事や長いヘルプを表示するページャー(既定は less -FRX)")
        case .pagerCharset:
            MessageTexts(
                "when neither is set, the pager runs with LESSCHARSET=utf-8 (the shell's text is UTF-8)",
                "どちらもなければページャーを LESSCHARSET=utf-8 で動かす(シェルの出力は UTF-8)")
        case .temporaryFolder:
            MessageTexts(
                "where the text for the pager is kept while it runs, and the shell's own language files for "
                    + "colouring code (default /tmp)",
                "ページャーに渡すテキストと、コードの色付けに使う独自の言語定義ファイルを置く場所(既定は /tmp)")
        case .browser:
            MessageTexts(
                "the browser for browse and link N: a :-separated list of commands, %s replaced by the URL (else the "
                    + "URL is added last); without it, xdg-open at a terminal",
                "browse と link N で使うブラウザー: : で区切ったコマンドの並び、%s は URL に置き換える(なければ URL を最後に加える)。未設定なら端末では xdg-open")
        case .colour:
            MessageTexts(
                "no colour (bold, underline and strikethrough stay at a terminal) / styled even when not at a "
                    + "terminal",
                "色を使わない(端末では太字・下線・取り消し線は残る) / 端末でなくても装飾する")
        case .trueColour:
            MessageTexts(
                "truecolor or 24bit: articles' images are drawn in 24-bit colour (else in the 256-colour palette)",
                "truecolor か 24bit なら、記事の画像を24ビットカラーで描きます(それ以外は256色のパレット)")
        case .imageTerminals:
            MessageTexts(
                "with TERM_PROGRAM, how images are drawn when the terminal is asked (set images auto): iTerm2 (iTerm.app, "
                    + "WezTerm, LC_TERMINAL=iTerm2) gets its own protocol, WezTerm never kitty's placeholders, Apple_Terminal "
                    + "no kitty query; inside TMUX kitty's query goes through tmux, and a TERM of screen without TMUX means blocks",
                "TERM_PROGRAM とあわせて、端末に問い合わせるとき(set images auto)の画像の描き方を決めます: iTerm2(iTerm.app、"
                    + "WezTerm、LC_TERMINAL=iTerm2)には iTerm2 の方式、WezTerm には kitty のプレースホルダーを使わず、"
                    + "Apple_Terminal には kitty の問い合わせを送りません。TMUX の中では kitty の問い合わせを tmux 経由で送り、"
                    + "TMUX のない TERM=screen ではブロック文字で描きます")
        case .background:
            MessageTexts(
                "with set theme auto (the default), the terminal's background (fg;bg: 7 or 15 light, 0-6 or 8 dark) "
                    + "when the terminal does not answer OSC 11, or in scripts",
                "set theme auto(既定)のとき、端末が OSC 11 に答えないときやスクリプトで、端末の背景色として使う"
                    + "(前景;背景: 7 と 15 は明るい、0〜6 と 8 は暗い)")
        case .hyperlinkTerminals:
            MessageTexts(
                "with set hyperlinks auto (the default), whether the terminal shows OSC 8 hyperlinks: iTerm2, "
                    + "WezTerm, VS Code, Ghostty, kitty, foot, Windows Terminal, DomTerm, VTE 0.50 or later; not inside "
                    + "tmux or screen",
                "set hyperlinks auto(既定)のとき、端末が OSC 8 ハイパーリンクを表示できるかの判断に使う: iTerm2、WezTerm、VS "
                    + "Code、Ghostty、kitty、foot、Windows Terminal、DomTerm、VTE 0.50 以降。tmux と screen の中では使わない"
            )
        case .width:
            MessageTexts(
                "the width when standard output is not a terminal (default 80)",
                "標準出力が端末でないときの幅(既定は80)")
        case .timeZone:
            MessageTexts(
                "the time zone times are shown in",
                "時刻を表示するタイムゾーン")
        case .fixedClock:
            MessageTexts(
                "fixes the clock to an ISO 8601 time, for reproducible output",
                "ISO 8601 の日時に時計を固定する(再現可能な出力のため)")
        case .editor:
            MessageTexts(
                "the editor 'comment' opens on its template (VISUAL first; vi at a terminal when neither is set); it "
                    + "may carry arguments (EDITOR='code --wait'). Without one, in scripts, the comment is read from "
                    + "standard input",
                "'comment' がテンプレートを開くエディタ(VISUAL が優先。どちらも無ければ端末では vi)。引数を含められます"
                    + "(EDITOR='code --wait')。無い場合、スクリプトではコメントを標準入力から読みます")
        case .qiitaTeam:
            MessageTexts(
                "1: the API address is a Qiita Team's even though its host does not say so (TEAM.qiita.com does): "
                    + "like and unlike work there only",
                "1: API のアドレスがホスト名からは分からない Qiita Team のもの(TEAM.qiita.com なら不要)。"
                    + "like と unlike はチームでのみ使えます")
        case .japaneseDictionary:
            MessageTexts(
                "the folder of a compiled MeCab IPADIC (sys.dic), with which a Japanese compound noun typed joined "
                    + "(非同期処理) also finds it written apart (非同期 処理); by default /var/lib/mecab/dic/ipadic-utf8 "
                    + "(mecab-ipadic-utf8)",
                "コンパイル済みの MeCab IPADIC(sys.dic)のフォルダ。続けて書いた日本語の複合名詞(非同期処理)で、"
                    + "分けて書いたもの(非同期 処理)も見つかる。既定は /var/lib/mecab/dic/ipadic-utf8(mecab-ipadic-utf8)")
        }
    }
}
