/// What the reader's loop must do after a key changed the state: nothing more than draw, ask the
/// presenter, or act on the terminal.
enum ReaderCommand: Equatable, Sendable {
    case none
    /// Ask the presenter (stock, read, the next item, a link, the outline…).
    case send(ItemDetailViewEvent)
    /// The same, after remembering where the reader is in the article it leaves.
    case sendLeaving(ItemDetailViewEvent)
    /// `q` or Ctrl-C: back to the listing.
    case leave
    /// Ctrl-Z: give the terminal back and stop until `fg`.
    case suspend
    /// Ctrl-L: draw everything again.
    case redraw
    /// `y` in the link picker: link N's address to the clipboard.
    case copyLink(Int)
    /// Enter in the image picker: image N alone on the screen.
    case showImage(Int)
}
