import ItemsModel
import ShellHost
import ShellKit
import UserState

/// The places the root wireframe can switch the shell to.
package enum AppRoute: Sendable {
    /// The Login module (logged out).
    case login
    /// The Items module for a logged-in user.
    case items(Session)
    /// One item in the ItemDetail module, opened from a listing; `back` returns to the listing.
    case itemDetail(ItemDetailRequest)
    /// From an item back to the listing it was opened from, with where in the listing the
    /// reader ended up (`next` may have walked onto another page).
    case back(ItemListingPosition?)
    /// From the full-screen reader back to the listing, which the main screen still shows.
    case leaveReader(ItemListingPosition?)
    /// `back` from a listing or the tags: the previous place in the history of places.
    case previousPlace
    /// The tags of the catalogue, over the listing (Tags).
    case tags(TagsRequest)
    /// Back to the listing at the bottom (Items), showing `kind` from its first page.
    case listing(ItemListingKind)
}

/// The Items module as routing reaches it, through its presenter (which asks its view): the
/// listing an item was opened from, told where the reader came back to. Each call returns how
/// what it showed went.
@MainActor package protocol ListingReturnTarget: AnyObject {
    /// Back from an item: the listing continues at the page of the item the reader ended on.
    func didReturn(to position: ItemListingPosition?) async -> CommandOutcome
    /// Back from the full-screen reader: the listing is still on the main screen under it, so
    /// it is shown again only when the reader ended on another page of it.
    func didLeaveReader(at position: ItemListingPosition?) async -> CommandOutcome
    /// Shows `kind` from its first page (a tag chosen in Tags).
    func didChoose(_ kind: ItemListingKind) async -> CommandOutcome
    /// Shows a listing again as it was when the user left it (`back`), from memory.
    func didGoBack(to place: ItemListingPlace) async -> CommandOutcome
}

/// Switches the active module, and keeps the history of places `back` returns to.
/// Implemented by the root wireframe; module wireframes hold it weakly.
@MainActor package protocol AppRouting: AnyObject {
    /// Switches to `route`; how what the module arriving there showed went.
    func route(to route: AppRoute) async -> CommandOutcome
    /// A module shows `place` now (a listing, a page of tags).
    func didArrive(at place: ShellPlace)
    /// Whether `back` (`.previousPlace`) has somewhere to go.
    var canGoBack: Bool { get }
    /// Forgets every place (the catalogue's source changed).
    func forgetPlaces()
}
