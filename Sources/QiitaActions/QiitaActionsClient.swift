import FeedSync
import ItemsModel
import QiitaAPI
import ShellKit

/// Whether the user's actions reach Qiita now, and if not, why.
package enum QiitaActionReach: Sendable, Equatable {
    /// A token is in use and the items come from Qiita: actions are queued and sent.
    case ready
    /// No token: stocks stay local, comments and articles cannot be sent.
    case noToken
    /// The active source is not Qiita's (the demo catalogue, a file): its items are not Qiita's.
    case notQiitaSource
}

/// The user's actions on Qiita as the modules use them: queue one and send the outbox, list or
/// drop what waits, read a qiita-cli file, list the user's stocks on Qiita. `UserOutbox` is the
/// real one.
package protocol QiitaActionsClient: Sendable {
    /// Whether an action on `item`s of the active source would reach Qiita (`forItems` false: an
    /// action that names no item of a source, such as publishing a file).
    func reach(forItems: Bool) -> QiitaActionReach
    /// Whether the site is a Qiita Team (likes exist there only).
    var isTeam: Bool { get }
    /// The site's host, for messages.
    var siteName: String { get }
    /// The active source's name (`demo`, `file`, `qiita`, `mirror`), for messages.
    var sourceName: String { get }
    /// Queues `action` last.
    func queue(_ action: OutboxAction) throws(StorageError) -> OutboxEntry
    /// What waits, oldest first.
    func entries() throws(StorageError) -> [OutboxEntry]
    /// Takes entry `number` out unsent; nil when none has that number.
    func drop(_ number: Int) throws(StorageError) -> OutboxEntry?
    /// Sends the outbox in order (`retryingRefused`: the held ones too).
    func send(retryingRefused: Bool) async -> OutboxSendReport
    /// The file at `path` as an article to publish.
    func draft(at path: String, force: Bool) throws(ArticleFileError) -> ArticleDraft
    /// One page of the token's user's stocks on Qiita, most recently stocked first.
    func qiitaStocks(page: Int, perPage: Int) async throws(QiitaAPIError) -> QiitaFeedPage
    /// `GET /api/v2/comments/:id`; nil when Qiita has none.
    func comment(id: String) async throws(QiitaAPIError) -> QiitaComment?
    /// The token's user's ID on Qiita.
    func tokenUser() async throws(QiitaAPIError) -> String
}
