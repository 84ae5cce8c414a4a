/// A place `back` can return to: a listing in Items (an author's page included) or a page of
/// tags, kept with what was on screen so going back asks no source again. An open item is not
/// a place of its own: it sits over the listing it was opened from, and `back` closes it.
package enum ShellPlace: Equatable, Sendable {
    case listing(ItemListingPlace)
    case tags(TagsPlace)

    /// Whether `other` is the same place: another page of the same listing, or of the same
    /// tags, is (the history keeps one entry per place, at the page the user left it on).
    package func isSamePlace(as other: ShellPlace) -> Bool {
        switch (self, other) {
        case let (.listing(mine), .listing(theirs)): mine.kind == theirs.kind
        case let (.tags(mine), .tags(theirs)): mine.prefix == theirs.prefix
        default: false
        }
    }
}
