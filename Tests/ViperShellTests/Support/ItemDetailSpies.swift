import Foundation
import Synchronization
import Testing
@testable import ItemsDomain
@testable import ShellKit
@testable import ViperShell

/// Records what the ItemDetail presenter shows.
@MainActor final class ItemDetailViewSpy: ItemDetailViewInterface {
    var shown: [ItemDetailViewModel] = []
    var json: [QiitaItem] = []
    var infos: [Message] = []
    var errors: [Message] = []
    func showItem(_ item: ItemDetailViewModel) { shown.append(item) }
    func showJSON(_ item: QiitaItem) { json.append(item) }
    func showInfo(_ message: Message) { infos.append(message) }
    func showError(_ message: Message, status: ShellKit.ExitStatus) { errors.append(message) }
}

/// Records where the ItemDetail presenter routes.
@MainActor final class ItemDetailWireframeSpy: ItemDetailWireframeInterface {
    var destinations: [ItemDetailDestination] = []
    func navigate(to destination: ItemDetailDestination) async { destinations.append(destination) }
}
