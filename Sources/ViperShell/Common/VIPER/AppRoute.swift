/// The places the root wireframe can switch the shell to.
enum AppRoute: Sendable {
    /// The Login module (logged out).
    case login
    /// The Items module for a logged-in user.
    case items(Session)
    /// One item in the ItemDetail module, opened from a listing; `back` returns to the listing.
    case itemDetail(ItemDetailRequest)
    /// Back to the module that was active before the current one.
    case back
}

/// Switches the active module. Implemented by the root wireframe; module wireframes hold it weakly.
@MainActor protocol AppRouting: AnyObject {
    func route(to route: AppRoute) async
}
