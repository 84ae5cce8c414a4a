import Foundation
@testable import ItemsModel
@testable import ShellHost
@testable import ShellKit
import Synchronization
import Testing
@testable import ViperShell

/// Records what the ItemDetail presenter shows.
@MainActor final class ItemDetailViewSpy: ItemDetailViewInterface, RecordsTools, RecordsAccount {
    /// What `code`, `copy`, `export` and `links` showed.
    let tools = ToolsRecording()
    /// What the account's commands asked and showed.
    let account = AccountViewRecording()
    var shown: [ItemDetailViewModel] = []
    var json: [QiitaItem] = []
    var infos: [Message] = []
    var errors: [Message] = []
    func showItem(_ item: ItemDetailViewModel) { shown.append(item) }
    /// Whether the view says it draws images (the reader's answer), as a test sets it.
    var drawsImages = false
    func showJSON(_ item: QiitaItem, fields: [String]?) { json.append(item) }
    var outlines: [ItemOutlineViewModel] = []
    var sections: [String] = []
    var comments: [ItemCommentsViewModel] = []
    var commentsJSON: [[QiitaComment]] = []
    var urls: [String] = []
    func showOutline(_ outline: ItemOutlineViewModel) { outlines.append(outline) }
    var sectionBlocks: [Range<Int>?] = []
    func showSection(_ section: ItemSectionViewModel) {
        sections.append(section.source)
        sectionBlocks.append(section.blocks)
    }
    func showComments(_ model: ItemCommentsViewModel) { comments.append(model) }
    func showCommentsJSON(_ comments: [QiitaComment], fields: [String]?) { commentsJSON.append(comments) }
    func showURL(_ url: String) { urls.append(url) }
    /// URLs shown because no browser could be tried.
    var urlsWithoutBrowser: [String] = []
    func showURLWithoutBrowser(_ url: String) { urlsWithoutBrowser.append(url) }
    func showInfo(_ message: Message) { infos.append(message) }
    func showError(_ message: Message) { errors.append(message) }
    /// What `showStocked` said, in order.
    var stockedStates: [Bool] = []
    func showStocked(_ isStocked: Bool) { stockedStates.append(isStocked) }
}

/// Records where the ItemDetail presenter routes.
@MainActor final class ItemDetailWireframeSpy: ItemDetailWireframeInterface {
    var destinations: [ItemDetailDestination] = []
    func navigate(to destination: ItemDetailDestination) async -> CommandOutcome {
        destinations.append(destination)
        return .success
    }
}
