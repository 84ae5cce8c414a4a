import ItemsModel
import MarkdownTerminal
import ShellKit
import TerminalScreen

/// The reader without a terminal: an article laid out at a size, the bytes of keys in, the bytes
/// of each frame out, turned as the reader's loop turns them (decoded, handled by `ReaderState`,
/// drawn by `ReaderFrameWriter`). What the presenter would decide (`s`, `]`, a link) is not
/// followed, but for the outline, which it always gives. `viper-bench reader` times each key with it, in process (reader design §13).
package struct ReaderDriver {
    private var state: ReaderState
    private var decoder = InputDecoder()
    private var frames = ReaderFrameWriter()
    /// The bytes of the first frame.
    package private(set) var firstFrame: [UInt8] = []
    private let language: Language
    private let colour: Bool
    /// The pixel images the layout's image source drew (`ImageRenditions`), drawn with the frames.
    private let images: ImageRenditions?

    /// `markdown` as the reader shows an article of that body titled `title`, laid out whole at
    /// `columns` with `layout`, and its first frame drawn.
    package init(
        markdown: String, title: String, rows: Int, columns: Int, layout: MarkdownLayoutOptions,
        language: Language = .english, images: ImageRenditions? = nil
    ) {
        let item = QiitaItem(
            id: "00000000000000000000", title: title, body: markdown, url: "https://qiita.com/reader/items/0",
            user: QiitaUser(id: "reader", name: "", githubLoginName: nil), tags: [], likesCount: 0, stocksCount: 0,
            commentsCount: 0, createdAt: "2024-01-01T00:00:00+09:00", updatedAt: "2024-01-01T00:00:00+09:00")
        let model = ItemDetailViewModel(item: item, article: ItemArticle(body: markdown), isStocked: false, position: nil)
        let builder = ReaderDocumentBuilder(width: columns, layout: layout, language: language)
        var document = builder.article(model)
        document.measureReadingTime()
        state = ReaderState(rows: rows, columns: columns, document: document)
        self.language = language
        colour = layout.style.isEnabled
        self.images = images
        firstFrame = frames.bytes(for: state, language: language, colour: colour, images: images)
    }

    /// The line at the top of the screen.
    package var top: Int { state.top }

    /// The article's headings (the outline's entries).
    package var headingCount: Int { state.document.headings.count }

    /// The status line as drawn (its text, trailing spaces dropped).
    package var statusLine: String {
        let grid = ReaderFrame(language: language, colour: colour).grid(for: state)
        var text = String(grid.row(state.rows - 1).filter { !$0.isContinuation }.map(\.grapheme))
        while text.last == " " { text.removeLast() }
        return text
    }

    /// Types `bytes` (keys as a terminal sends them): every event handled in turn, then one
    /// frame; returns the frame's bytes, or none when no event came out of them.
    package mutating func type(_ bytes: [UInt8]) -> [UInt8] {
        let events = decoder.feed(bytes)
        guard !events.isEmpty else { return [] }
        for event in events {
            // The presenter answers `o` with the article's outline, always: the view then opens it.
            if case .send(.outline) = state.handle(event) { state.openOutline() }
        }
        return frames.bytes(for: state, language: language, colour: colour, images: images)
    }
}
