/// How an article opens in the reader (`ReaderDocumentBuilder.opening`): the start of its
/// layout, enough for the first frame; the line at the top; and the layout to go on with after
/// the frame is drawn (nil when the article is all laid out).
struct ReaderOpening {
    let document: ReaderDocument
    let top: Int
    let rest: ReaderUnfinishedArticle?
}
