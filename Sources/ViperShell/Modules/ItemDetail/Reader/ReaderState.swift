import ItemsModel
import ShellKit

/// Everything a frame is drawn from. Keys change it through `apply(_:)` and the prompt and
/// picker methods, pure functions of the state, so every behaviour but I/O is tested without a
/// terminal (Documentation/design/reader.md §3).
struct ReaderState {
    /// What the screen shows over the text, if anything.
    enum Mode: Equatable {
        case reading
        /// `/` or `?` typed: the pattern so far, and where the text was before it.
        case searchPrompt(pattern: String, forward: Bool, topBefore: Int)
        case outline(selected: Int)
        case links(selected: Int)
        /// `i`: the article's images.
        case images(selected: Int)
        /// Enter on an image: it alone, as large as the screen holds; any key returns to the list.
        case image(ReaderImageView, selected: Int)
        case help(top: Int)
    }

    var rows: Int
    var columns: Int
    var document: ReaderDocument
    /// The first line shown.
    var top = 0
    var mode = Mode.reading
    var search: ReaderSearch?
    /// The presenter's last info or error, shown until the next key.
    var message: ReaderNotice?
    /// Links followed from the root article (`Backspace` walks back).
    var historyDepth = 0
    /// The article and its place while the comments are shown (`q` returns to it).
    var savedArticle: (document: ReaderDocument, top: Int, search: ReaderSearch?)?
    /// The links of the article, from the presenter (`l`).
    var links: [ItemLink] = []
    /// The images of the article, from the presenter (`i`).
    var images: [ItemImagesViewModel.Row] = []
    /// Digits typed in a picker, choosing an entry by number.
    var typedNumber = ""
    /// Counts the documents shown: a frame of another document is never drawn as a scroll.
    var generation = 0
    /// The last pattern searched (`↑` in the prompt recalls it).
    var lastPattern: String?
    /// The words of the search the article was opened from, marked wherever they are (as on
    /// Qiita's page after a search); set with `mark(_:)`.
    private(set) var queryTerms: [String] = []
    /// Where `queryTerms` are in the document's searched text, in order, without overlaps.
    private(set) var queryMatches: [Range<Int>] = []

    init(rows: Int, columns: Int, document: ReaderDocument) {
        self.rows = rows
        self.columns = columns
        self.document = document
    }

    /// Rows of text: all but the status line.
    var textRows: Int { max(rows - 1, 1) }
    /// The highest `top`: the last line at the bottom of the screen.
    var maxTop: Int { max(document.lines.count - textRows, 0) }
    /// Whether the last line is on the screen.
    var isAtEnd: Bool { top >= maxTop }

    /// Puts `line` at the top, within bounds.
    mutating func scroll(to line: Int) {
        top = min(max(line, 0), maxTop)
    }

    /// Shows `line`, a third down the screen when it was off it (as less's `-j`); no move when
    /// it is already on the screen.
    mutating func reveal(_ line: Int) {
        guard line < top || line >= top + textRows else { return }
        scroll(to: line - textRows / 3)
    }

    /// The document shown, changed where it does not move the place: laid out to its end after
    /// its start was shown, or under a header of as many lines. The place, the mode, the search
    /// and the frame's generation stay.
    mutating func update(to document: ReaderDocument) {
        self.document = document
        findQueryTerms()
    }

    /// A new document (another item, the comments, a relayout) at `top`, marking `terms` from
    /// now on when given (else the words marked before).
    mutating func replaceDocument(_ document: ReaderDocument, top: Int, marking terms: [String]? = nil) {
        self.document = document
        generation += 1
        search = nil
        scroll(to: top)
        if let terms { queryTerms = terms.filter { !$0.isEmpty } }
        findQueryTerms()
    }

    /// Marks `terms` (a search's words) in this and the following documents; none: no marks.
    mutating func mark(_ terms: [String]) {
        queryTerms = terms.filter { !$0.isEmpty }
        findQueryTerms()
    }

    /// Finds the query's words as the search found them: case ignored, whatever capitals were typed.
    private mutating func findQueryTerms() {
        guard !queryTerms.isEmpty else {
            queryMatches = []
            return
        }
        var text = document.searchText()
        var found = queryTerms.flatMap { text.matches(of: $0.lowercased()) }
        document.text = text
        found.sort { $0.lowerBound < $1.lowerBound }
        var kept: [Range<Int>] = []
        for range in found where range.lowerBound >= (kept.last?.upperBound ?? 0) { kept.append(range) }
        queryMatches = kept
    }
}

/// A line the presenter gave for the status line: what happened, or what went wrong.
struct ReaderNotice: Equatable, Sendable {
    let message: Message
    let isError: Bool
}
