/// What a page adds to an article's sanitized HTML (QiitaHTMLSanitizer), as Qiita's own filters
/// do after cmark-gfm: its code blocks framed and coloured, its notes with their icon and label,
/// emoji for shortcodes. Each piece of HTML a decoration gives is taken as it is, so it must be
/// safe already (built from escaped text); a decoration left nil keeps what the sanitizer does
/// alone.
package struct QiitaHTMLDecorations {
    /// The HTML that replaces a whole code block, `<pre><code class="language-INFO">CODE</code></pre>`
    /// (`<pre><code>`: INFO is empty), given the code as written and INFO; nil keeps the block,
    /// its code escaped.
    package var codeBlock: ((_ code: String, _ info: String) -> String?)?
    /// The HTML that opens a `:::note KIND` block (cmark's `<div data-type="customblock">`) and
    /// anything shown before its content; nil: `<div class="note KIND">`, as Qiita's CustomBlock
    /// filter gives it. The note's `</div>` closes it.
    package var noteOpening: ((NoteKind) -> String)?
    /// Text outside `pre`, `code` and `tt` (where html-pipeline's EmojiFilter does not look), as
    /// shown, before it is escaped: emoji shortcodes turned into emoji.
    package var text: ((String) -> String)?

    package init(
        codeBlock: ((_ code: String, _ info: String) -> String?)? = nil, noteOpening: ((NoteKind) -> String)? = nil,
        text: ((String) -> String)? = nil
    ) {
        self.codeBlock = codeBlock
        self.noteOpening = noteOpening
        self.text = text
    }
}
