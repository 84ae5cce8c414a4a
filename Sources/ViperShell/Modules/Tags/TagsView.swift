import ItemsModel
import OutputTools
import ShellHost
import ShellKit

/// Tags' view (its commands parsed by `TagsCommandParser`): `tags [PREFIX]`, `next`, `prev`,
/// `page N`, `list`, `open N`, `tag N|NAME`, `back`;
/// prints tags as aligned rows (or JSON for scripts). Tag names are sanitized.
@MainActor package final class TagsView: PlaceModule, TagsViewInterface {
    private let makePresenter: @MainActor (TagsView) -> TagsPresenterInterface
    /// Made on first use by the factory the wireframe gave, so it can never be missing.
    package private(set) lazy var presenter: TagsPresenterInterface = makePresenter(self)
    private let screen: Screen
    private let defaultFormat: OutputFormat

    package init(
        screen: Screen, defaultFormat: OutputFormat,
        presenter makePresenter: @escaping @MainActor (TagsView) -> TagsPresenterInterface
    ) {
        self.makePresenter = makePresenter
        self.screen = screen
        self.defaultFormat = defaultFormat
    }

    package static let tags = CommandDescriptor(
        "tags", arguments: "[PREFIX] [--json[=FIELDS]]", summary: SharedMessage.helpTags, needsLogin: true)
    package static let tag = CommandDescriptor(
        "tag", arguments: "N|NAME", summary: TagsMessage.helpTagsTag, needsLogin: true)
    package static let open = CommandDescriptor(
        "open", arguments: "N", summary: TagsMessage.helpTagsOpen, needsLogin: true)
    package static let list = CommandDescriptor(
        "list", arguments: "[--json[=FIELDS]]", summary: TagsMessage.helpTagsList, needsLogin: true)
    package static let next = CommandDescriptor(
        "next", arguments: "[--json[=FIELDS]]", summary: TagsMessage.helpTagsNext, needsLogin: true)
    package static let prev = CommandDescriptor(
        "prev", aliases: ["previous"], arguments: "[--json[=FIELDS]]", summary: TagsMessage.helpTagsPrev,
        needsLogin: true)
    package static let page = CommandDescriptor(
        "page", arguments: "N [--json[=FIELDS]]", summary: SharedMessage.helpPage, needsLogin: true)
    package static let back = CommandDescriptor("back", summary: TagsMessage.helpTagsBack, needsLogin: true)
    package static let all = [tags, tag, open, list, next, prev, page, back]

    // MARK: - ShellModule

    package let promptName = "tags"
    package let commands = TagsView.all

    package func accepts(_ name: String) -> Bool { Self.all.contains { $0.answers(to: name) } }

    package func run(_ command: CommandInvocation) async -> CommandOutcome {
        switch TagsCommandParser(defaultFormat: defaultFormat).event(for: command) {
        case .success(let event)?: return await presenter.handle(event)
        case .failure(let error)?:
            screen.fail(error.message)
            return error.outcome
        case nil: return .success
        }
    }

    package func completions(command: String, arguments: [String], prefix: String) -> [String] {
        let listsTags =
            [Self.tags.name, Self.list.name, Self.next.name, Self.page.name].contains(command)
            || Self.prev.answers(to: command)
        guard listsTags else { return [] }
        if arguments.last == JSONFormatOption.flag { return JSONFieldCompletion.fieldLists(for: prefix, in: .tag) }
        guard prefix.hasPrefix("-") else { return [] }
        return JSONFieldCompletion.candidates(for: prefix, in: .tag)
    }

    package func didBecomeActive() async -> CommandOutcome { await presenter.start() }

    // MARK: - TagsViewInterface

    package func showTags(_ listing: TagListingViewModel) {
        let renderer = TagTableRenderer(
            width: screen.width, style: screen.textStyle, language: screen.language)
        screen.print(lines: renderer.render(listing))
    }

    package func showTagsJSON(_ tags: [TagCount], fields: [String]?) {
        JSONOutput.print(JSONText.encode(tags), fields: fields, of: .tag, on: screen)
    }

    package func showInfo(_ message: Message) { screen.say(message) }

    package func showError(_ message: Message) { screen.fail(message) }
}
