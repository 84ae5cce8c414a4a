import CatalogueImport
import ItemsModel
import OutputTools
import ShellHost
import ShellKit

// The Tags module's contract: the catalogue's tags with their item counts, paged like a
// listing; a row opens that tag's items in Items. Read this file first.

/// What Tags opens with: the prefix the tags start with ("" for all), how to print them, and
/// the listing's rows per page; with `back`, the page that was on screen, shown again.
package struct TagsRequest: Equatable, Sendable {
    package let prefix: String
    package let format: OutputFormat
    package let perPage: Int
    /// The page to show again instead of loading the first (`back` to these tags).
    package let shownPage: TagPage?

    package init(prefix: String, format: OutputFormat, perPage: Int, shownPage: TagPage? = nil) {
        self.prefix = prefix
        self.format = format
        self.perPage = perPage
        self.shownPage = shownPage
    }

    /// Back to `place`, as it was.
    package init(returningTo place: TagsPlace, format: OutputFormat) {
        self.init(prefix: place.prefix, format: format, perPage: place.page.perPage, shownPage: place.page)
    }
}

/// A page of tags as `back` returns to it.
package struct TagsPlace: Equatable, Sendable {
    package let prefix: String
    package let page: TagPage
}

/// What the user asked for, parsed by the view from one command line.
package enum TagsViewEvent: Equatable, Sendable {
    /// `tags [PREFIX] [--json]`.
    case show(prefix: String, format: OutputFormat)
    /// `list [--json]`: the current page again.
    case list(format: OutputFormat)
    /// `next [--json[=FIELDS]]`, `prev …`, `page N …`: another page of the tags on screen.
    case nextPage(format: OutputFormat)
    case previousPage(format: OutputFormat)
    case page(Int, format: OutputFormat)
    /// `open N` / `tag N|NAME`: that tag's items in Items.
    case openTag(TagReference)
    case back
}

/// A tag named on the command line: a row of the page, or a name.
package enum TagReference: Equatable, Sendable {
    case row(Int)
    case name(String)
}

/// A page of tags as the view shows it.
package struct TagListingViewModel: Equatable, Sendable {
    /// One row.
    package struct Row: Equatable, Sendable {
        package let number: Int
        package let name: String
        package let itemsCount: Int
    }

    package let prefix: String
    package let page: Int
    package let pageCount: Int
    package let totalCount: Int
    package let rows: [Row]
    /// Lines under the header (the live source's "offline: cached", "only this page filtered").
    package var notes: [Message] = []
}

/// What the presenter tells the view to show.
@MainActor package protocol TagsViewInterface: AnyObject {
    func showTags(_ listing: TagListingViewModel)
    func showTagsJSON(_ tags: [TagCount], fields: [String]?)
    func showInfo(_ message: Message)
    /// An error line (the presenter returns the command's status).
    func showError(_ message: Message)
}

/// Decisions: keeps the page on screen, validates rows and pages, routes to a tag's items.
/// Each call returns how it went.
@MainActor package protocol TagsPresenterInterface: AnyObject {
    func handle(_ event: TagsViewEvent) async -> CommandOutcome
    /// Shows the tags the module was opened with.
    func start() async -> CommandOutcome
}

/// Use cases: pages of tags from the active source.
package protocol TagsInteractorInterface: Sendable {
    func page(prefix: String, page: Int, perPage: Int) async throws(ItemCatalogueError) -> TagPage
}

/// Routes out of the module, and tells the root which tags are on screen (for `back`).
@MainActor package protocol TagsWireframeInterface: AnyObject {
    /// Goes to `destination`; how what it showed went.
    func navigate(to destination: TagsDestination) async -> CommandOutcome
    func didShow(_ place: TagsPlace)
}

/// Where Tags can send the shell.
package enum TagsDestination: Equatable {
    /// The previous place: the listing below, or the tags shown before these.
    case back
    /// The items tagged NAME (`search tag:NAME`) in Items.
    case items(tag: String)
}
