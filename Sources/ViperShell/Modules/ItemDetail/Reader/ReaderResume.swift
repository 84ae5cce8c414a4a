import ItemsModel

/// A place in a document that holds at any width: the laid-out block and the offset in its text
/// of the top line when the layout says where lines come from, and how far down it was always.
struct ReaderPlace: Equatable, Sendable {
    var anchor: ReaderAnchor?
    var fraction: Double
}

/// Reading positions to and from the top line (Documentation/design/reader.md §8, §9).
enum ReaderResume {
    static func place(of state: ReaderState) -> ReaderPlace {
        place(of: state.document, top: state.top)
    }

    static func place(of document: ReaderDocument, top: Int) -> ReaderPlace {
        let count = max(document.lines.count, 1)
        return ReaderPlace(anchor: document.anchor(at: top), fraction: Double(top) / Double(count))
    }

    /// The top line that shows `place` in `document`.
    static func top(for place: ReaderPlace, in document: ReaderDocument) -> Int {
        if let anchor = place.anchor, let line = document.line(at: anchor) { return line }
        return Int((place.fraction * Double(document.lines.count)).rounded(.down))
    }

    /// The position to remember for `top` of an article.
    static func position(of document: ReaderDocument, top: Int, item: QiitaItem) -> ReadingPosition {
        let place = place(of: document, top: top)
        return ReadingPosition(
            block: place.anchor?.block ?? -1, offset: place.anchor?.offset ?? 0, fraction: place.fraction,
            itemUpdatedAt: item.updatedAt)
    }

    /// Where an article opens: where the user stopped, when the item has not changed since (by
    /// its place in the text), or as far down (when it changed); else the top.
    static func top(of model: ItemDetailViewModel, in document: ReaderDocument) -> Int {
        guard let resume = model.resume else { return 0 }
        return top(for: ReaderPlace(anchor: anchor(of: model), fraction: resume.fraction), in: document)
    }

    /// The place in the text where the user stopped, when the item has not changed since.
    static func anchor(of model: ItemDetailViewModel) -> ReaderAnchor? {
        guard let resume = model.resume, resume.itemUpdatedAt == model.item.updatedAt, resume.block >= 0 else {
            return nil
        }
        return ReaderAnchor(block: resume.block, offset: resume.offset)
    }

    /// Where an article opens, when `document`, the start of its layout, already tells: the
    /// block the user stopped in is laid out whole (a later block follows it) with `rows` lines
    /// below, or the user did not stop anywhere and `rows` lines are there. Nil when it takes
    /// more of the layout, or all of it (a place kept only as a fraction of the length).
    static func top(of model: ItemDetailViewModel, inStartOf document: ReaderDocument, rows: Int) -> Int? {
        guard model.resume != nil else { return document.lines.count > rows ? 0 : nil }
        guard let anchor = anchor(of: model), let body = document.body, body.lastBlock > anchor.block,
            let line = body.line(at: anchor), document.lines.count > line + rows
        else { return nil }
        return line
    }
}

/// A laid-out block and an offset in its text.
struct ReaderAnchor: Equatable, Sendable {
    var block: Int32
    var offset: Int32
}
