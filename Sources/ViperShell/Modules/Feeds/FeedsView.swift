import FeedSync
import FoundationEssentials
import ItemsModel
import OutputTools
import ShellHost
import ShellKit

/// Feeds' view: `follow`, `unfollow`, `following`, `sync` and `watch` into events (through
/// `FeedsCommandParser`); the following table, a sync's progress line, and watch's alerts.
/// Attached while someone is logged in, whatever module is active.
@MainActor package final class FeedsView: ShellModule, FeedsViewInterface {
    package static let follow = CommandDescriptor(
        "follow", arguments: "tag:NAME|user:ID…|--from-qiita", summary: FeedsMessage.helpFollow,
        details: FeedsMessage.helpFollowDetails, keepsPlace: true, needsLogin: true)
    package static let unfollow = CommandDescriptor(
        "unfollow", arguments: "tag:NAME|user:ID…", summary: FeedsMessage.helpUnfollow, keepsPlace: true,
        needsLogin: true)
    package static let following = CommandDescriptor(
        "following", arguments: "[--json[=FIELDS]]", summary: FeedsMessage.helpFollowing, keepsPlace: true,
        needsLogin: true)
    package static let sync = CommandDescriptor(
        "sync", arguments: "[--limit N] [--quiet] [--images]", summary: FeedsMessage.helpSync,
        details: FeedsMessage.helpSyncDetails,
        keepsPlace: true, needsLogin: true)
    package static let watch = CommandDescriptor(
        "watch", arguments: "[MINUTES] [--rounds N]", summary: FeedsMessage.helpWatch,
        details: FeedsMessage.helpWatchDetails, keepsPlace: true, needsLogin: true)
    package static let all = [follow, unfollow, following, sync, watch]

    private let makePresenter: @MainActor (FeedsView) -> FeedsPresenterInterface
    /// Made on first use by the factory the wireframe gave, so it can never be missing.
    package private(set) lazy var presenter: FeedsPresenterInterface = makePresenter(self)
    private let screen: Screen
    private let progressEnabled: Bool
    private let defaultFormat: OutputFormat
    private let followedNames: @MainActor () -> [String]

    package init(
        screen: Screen, progressEnabled: Bool, defaultFormat: OutputFormat,
        followedNames: @escaping @MainActor () -> [String] = { [] },
        presenter makePresenter: @escaping @MainActor (FeedsView) -> FeedsPresenterInterface
    ) {
        self.screen = screen
        self.progressEnabled = progressEnabled
        self.defaultFormat = defaultFormat
        self.followedNames = followedNames
        self.makePresenter = makePresenter
    }

    package let promptName = "items"
    package let commands = FeedsView.all

    package func accepts(_ name: String) -> Bool { Self.all.contains { $0.answers(to: name) } }

    package func run(_ command: CommandInvocation) async -> CommandOutcome {
        switch FeedsCommandParser.event(for: command) {
        case .success(.following(.table))?:
            return await presenter.handle(.following(format: defaultFormat))
        case .success(let event)?: return await presenter.handle(event)
        case .failure(let error)?:
            screen.fail(error.message)
            return error.outcome
        case nil: return .success
        }
    }

    package func completions(command: String, arguments: [String], prefix: String) -> [String] {
        switch command {
        case Self.unfollow.name: return followedNames().filter { $0.hasPrefix(prefix) }
        case Self.follow.name:
            return (["tag:", "user:"] + (arguments.isEmpty ? ["--from-qiita"] : [])).filter { $0.hasPrefix(prefix) }
        case Self.sync.name: return ["--limit", "--quiet"].filter { $0.hasPrefix(prefix) }
        case Self.following.name: return ["--json"].filter { $0.hasPrefix(prefix) }
        default: return []
        }
    }

    package func didBecomeActive() async -> CommandOutcome { .success }

    // MARK: - FeedsViewInterface

    package func showInfo(_ message: Message) { screen.say(message) }

    package func showError(_ message: Message) { screen.fail(message) }

    package func showResult(_ message: Message) { screen.report(message) }

    package func showFollowing(_ rows: [FollowingRow]) {
        screen.sayLines(
            FollowingRenderer(width: screen.width, language: screen.language, now: Date()).render(rows))
    }

    package func showFollowingJSON(_ rows: [FollowingRow], fields: [String]?) {
        JSONOutput.print(FollowingRenderer.json(rows), fields: fields, on: screen)
    }

    package func syncProgress() -> any FeedSyncProgress {
        SyncProgressLine(isEnabled: progressEnabled, language: screen.language)
    }

    package func imageSyncProgress() -> ImageSyncProgressLine {
        ImageSyncProgressLine(isEnabled: progressEnabled, language: screen.language)
    }

    package func alert(_ text: String) -> Bool {
        // OSC 9 (a desktop notification in iTerm2, WezTerm, kitty, Windows Terminal…), then BEL.
        screen.writeTerminalControl("\u{1B}]9;\(TerminalSanitizer.inline(text))\u{07}\u{07}")
    }

    package func wait(_ duration: Duration) async -> Bool {
        let end = ContinuousClock.now + duration
        while ContinuousClock.now < end {
            if SignalTrap.takeInterrupt() { return false }
            try? await Task.sleep(for: min(.milliseconds(100), end - ContinuousClock.now))
        }
        return !SignalTrap.takeInterrupt()
    }
}
