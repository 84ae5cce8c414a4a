/// Hand-written articles for the differential test: each construct in the forms Qiita's writers
/// use, Japanese text mixed in.
enum HandWrittenArticles {
    static let all: [String] = [
        """
        # 見出し *強調*

        Setext の見出し
        ---------------

        本文 **太字** ~~消し~~ `code` [リンク](https://example.com "題") <https://qiita.com> https://bare.example.com/x
        二行目&amp;&copy;&#x41;&#65; :tada: @alice $x^2$ <kbd>Ctrl</kbd><br>次 <img src="a.png" alt="画像"> ![alt *t*](b.png)
        """,
        "Setext 一\n===\n\n## ATX *二*\n\n### 三 `code`\n\n#### 四 [link](https://e.jp)\n\n##### 五\n\n###### 六 ######",
        "> 引用\n> - 項目\n>   - 入れ子\n>\n> > 二重の引用 **太字**\n>\n> ```ruby\n> puts 1\n> ```",
        "- [ ] 未完了\n- [x] 完了\n  1. 入れ子\n  2. 二つ目\n- [X] 大文字は印にならない\n- [ ]\n- [x] *強調*で始まる",
        "1) 一\n2) 二\n\n10. 十\n11. 十一\n\n+ プラス\n\n* 星\n\n   * 深い",
        "- 緩い\n\n  二段落目\n\n- 次の項目\n\n      インデントされたコード\n\n- 最後",
        """
        ```ruby:app/models/user.rb
        class User < ApplicationRecord
          has_many :items # :tada:
        end
        ```

        ~~~
        tilde <b>&amp;</b>
        ~~~

        ````md
        ```
        入れ子のフェンス
        ```
        ````

            indented
              more
        """,
        "```\n" + String(repeating: "あいうえお", count: 30) + "\n" + String(repeating: "x", count: 250) + "\n```",
        "```diff_ruby\n- old\n+ new\n@@ -1 +1 @@\n```\n\n```math\n\\frac{a}{b}\n```\n\n$$\n\\sum_{i=1}^{n} i\n$$",
        """
        | 左寄せ | 中央 | 右寄せ |
        |:--|:-:|--:|
        | あいう | **太字** | `123` |
        | a\\|b | [l](https://e.jp) | :tada: |
        | | 空 | |
        """,
        "本文[^1]と[^n]、もう一度[^1]。\n\n[^1]: 一つ目 *強調*\n[^n]: 二つ目\n\n    二段落目\n\n[^未使用]: 使われない",
        "<details><summary>詳細</summary>\n\n- 中身 <kbd>Ctrl</kbd>+<kbd>C</kbd>\n- 二つ目\n\n"
            + "```sh\nls -la\n```\n\n</details>",
        "<details>\n<summary><b>太字</b>の題</summary>\n\n中身\n\n</details>\n\n後の段落",
        "<div align=\"center\">\n<img src=\"https://img.example/logo.png\" alt=\"ロゴ\">\n</div>\n\n<!-- TODO: 書く -->",
        "<table><tr><th>見出し</th><th>二</th></tr><tr><td>セル</td><td>セル2</td></tr></table>",
        "<p>段落 <a href=\"https://example.com/p\">リンク</a> と <b>太字</b></p>\n\n<dl><dt>用語</dt><dd>定義</dd></dl>",
        "&lt;T&gt; &amp; &copy; &#x3042; &#12354; &bogus; &frac12; &#x1F600; &#8364; &NotEqualTilde; &amp;amp;",
        "\\* \\_ \\` \\# \\[ \\] \\\\ 全角　スペース a&nbsp;b",
        "[参照][ref] と [ref] と [Ref][] と ![画像][img]\n\n[ref]: https://example.com/ref \"題\"\n[img]: /a.png",
        "https://qiita.com/items/abc. www.example.com と user@example.com, <https://a.example/?q=1&r=2>",
        "[<img src=\"https://img.example/badge.svg\" alt=\"badge\">](https://ci.example)\n"
            + "[![内側](https://img.example/i.png)](https://e.jp)",
        "行末の二つの空白  \n次の行\\\n三行目\n四行目",
        "***\n\n- - -\n\n___\n\n段落\n\n* * *",
        "@alice さん、@bob-2 と @github_user@github、メールは me@example.jp。$5 と $6、$a+b$ と $$c$$。",
        "*foo**bar* a*\"foo\"* __a__b ***x*** _日本語_ **日本語**の ~~取り消し~~ ~一本~",
        "文中の <!-- コメント --> と <br/> と <sup>上</sup><sub>下</sub> と <s>打ち消し</s> と <i>斜体</i>",
        "> 引用の中の表\n>\n> | a | b |\n> |---|---|\n> | 1 | 2 |\n\n- 項目の中の表\n\n  | c | d |\n  |:-:|--:|\n  | 3 | 4 |",
        ":::note warn\n注意 **太字**\n\n- 項目\n:::\n\n:::note\n情報\n:::\n\n:::note alert\n> 引用\n:::\n\n:::foo\n中身\n:::",
        "- 項目\n\n  :::note info\n  リストの中の注記\n  :::\n\n> :::note warn\n> 引用の中の注記\n> :::",
        "1. 一\n   - 二\n     - 三\n       - 四\n         1. 五\n2. 戻る",
    ]
}
