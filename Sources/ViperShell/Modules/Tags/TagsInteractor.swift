import ItemBrowsing

/// Tags' one use case is the domain's tag listing, so the presenter talks to it directly:
/// `TagListingLoader` (the live `TagListingClient`) is Tags' interactor, with no layer between.
extension TagListingLoader: TagsInteractorInterface {}
