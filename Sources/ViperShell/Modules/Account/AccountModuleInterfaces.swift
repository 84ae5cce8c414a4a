import FoundationEssentials
import ItemsModel
import OutputTools
import QiitaActions
import ShellHost
import ShellKit

// The Account module's contract: what waits to be sent to Qiita (the outbox) and publishing
// articles from qiita-cli's files. Comments, likes and stocks on Qiita are Items' and
// ItemDetail's (they name an item); all of them share `AccountActions`. Read this file first.

/// What the user asked for, parsed by the view from `outbox …` or `publish …`.
package enum AccountViewEvent: Equatable, Sendable {
    /// `outbox [--json]`.
    case outbox(format: OutputFormat)
    /// `outbox send [--all]`: `all` retries the held entries too.
    case send(all: Bool)
    /// `outbox drop N`.
    case drop(Int)
    /// `publish FILE… [--dry-run] [--force]`.
    case publish(files: [String], dryRun: Bool, force: Bool)
}

/// One outbox entry as `outbox` lists it.
package struct OutboxRow: Equatable, Sendable {
    package var number: Int
    package var queuedAt: String
    package var state: Message
    package var action: Message
}

/// What the presenter tells the view to show, beyond the shared account lines.
@MainActor package protocol AccountModuleViewInterface: AccountViewInterface {
    func showOutbox(_ rows: [OutboxRow])
    /// The entries as JSON (scripts): number, action, item, queued and sent times, result, refusal.
    func showOutboxJSON(_ entries: [OutboxEntry], fields: [String]?)
    /// `publish --dry-run`: a headline, then the request's method, path and JSON body.
    func showRequest(_ headline: Message, method: String, path: String, body: String)
}

/// Decisions: lists, drops and sends the outbox; reads and queues the files to publish.
@MainActor package protocol AccountPresenterInterface: AnyObject {
    func handle(_ event: AccountViewEvent) async -> CommandOutcome
    /// After a command that reached Qiita: the outbox sent when anything not held waits in it
    /// and a token is in use; nothing said otherwise.
    func sendWaiting() async -> CommandOutcome
}

/// Use cases: the user's outbox (`QiitaActionsClient`).
package protocol AccountInteractorInterface: AccountActing {
    /// When an entry was queued, as the shell shows times.
    func localTime(_ date: Date) -> String
}
