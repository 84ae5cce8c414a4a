import ItemsModel
import ShellKit

/// Tags' view: `tags [PREFIX]`, `next`, `prev`, `page N`, `list`, `open N`, `tag N|NAME`, `back`;
/// prints tags as aligned rows (or JSON for scripts). Tag names are sanitized.
@MainActor package final class TagsView: ShellModule, TagsViewInterface {
    private let makePresenter: @MainActor (TagsView) -> TagsPresenterInterface
    /// Made on first use by the factory the wireframe gave, so it can never be missing.
    package private(set) lazy var presenter: TagsPresenterInterface = makePresenter(self)
    private let screen: Screen
    private let defaultFormat: OutputFormat

    package init(screen: Screen, defaultFormat: OutputFormat, presenter makePresenter: @escaping @MainActor (TagsView) -> TagsPresenterInterface) {
        self.makePresenter = makePresenter
        self.screen = screen
        self.defaultFormat = defaultFormat
    }

    package static let tags = CommandDescriptor("tags", arguments: "[PREFIX] [--json[=FIELDS]]", summary: SharedMessage.helpTags, needsLogin: true)
    package static let tag = CommandDescriptor("tag", arguments: "N|NAME", summary: TagsMessage.helpTagsTag, needsLogin: true)
    package static let open = CommandDescriptor("open", arguments: "N", summary: TagsMessage.helpTagsOpen, needsLogin: true)
    package static let list = CommandDescriptor("list", arguments: "[--json[=FIELDS]]", summary: TagsMessage.helpTagsList, needsLogin: true)
    package static let next = CommandDescriptor("next", summary: TagsMessage.helpTagsNext, needsLogin: true)
    package static let prev = CommandDescriptor("prev", aliases: ["previous"], summary: TagsMessage.helpTagsPrev, needsLogin: true)
    package static let page = CommandDescriptor("page", arguments: "N", summary: SharedMessage.helpPage, needsLogin: true)
    package static let back = CommandDescriptor("back", summary: TagsMessage.helpTagsBack, needsLogin: true)
    package static let all = [tags, tag, open, list, next, prev, page, back]

    // MARK: - ShellModule

    package let promptName = "tags"
    package let commands = TagsView.all

    package func accepts(_ name: String) -> Bool { Self.all.contains { $0.answers(to: name) } }

    package func run(_ command: CommandInvocation) async {
        guard let event = event(for: command) else { return }
        await presenter.handle(event)
    }

    package func completions(command: String, arguments: [String], prefix: String) -> [String] {
        guard [Self.tags.name, Self.list.name].contains(command), prefix.hasPrefix("-") else { return [] }
        return JSONFieldCompletion.candidates(for: prefix, in: .tag)
    }

    package func didBecomeActive() async { await presenter.start() }

    private func event(for command: CommandInvocation) -> TagsViewEvent? {
        let parser = CommandArgumentParser(screen: screen, command: command)
        switch command.name {
        case Self.tags.name:
            guard let (format, rest) = parser.jsonFormat(defaultFormat, fieldSet: .tag) else { return nil }
            guard rest.count <= 1 else { return parser.tooManyArguments(Self.tags.usage) }
            return .show(prefix: rest.first ?? "", format: format)
        case Self.list.name:
            guard let (format, rest) = parser.jsonFormat(defaultFormat, fieldSet: .tag) else { return nil }
            guard rest.isEmpty else { return parser.tooManyArguments(Self.list.usage) }
            return .list(format: format)
        case Self.tag.name:
            guard let word = parser.singleWord(usage: Self.tag.usage) else { return nil }
            return .openTag(Int(word).map { .row($0) } ?? .name(word))
        case Self.open.name:
            return parser.singleNumber(usage: Self.open.usage).map { .openTag(.row($0)) }
        case Self.page.name:
            return parser.singleNumber(usage: Self.page.usage).map { .page($0) }
        case Self.next.name: return parser.noArguments(Self.next.usage) ? .nextPage : nil
        case let name where Self.prev.answers(to: name): return parser.noArguments(Self.prev.usage) ? .previousPage : nil
        case Self.back.name: return parser.noArguments(Self.back.usage) ? .back : nil
        default: return nil
        }
    }

    // MARK: - TagsViewInterface

    package func showTags(_ listing: TagListingViewModel) {
        let renderer = TagTableRenderer(width: screen.width, style: TextStyle(isEnabled: screen.colorEnabled), language: screen.language)
        screen.print(lines: renderer.render(listing))
    }

    package func showTagsJSON(_ tags: [TagCount], fields: [String]?) {
        JSONOutput.print(JSONText.encode(tags), fields: fields, of: .tag, on: screen)
    }

    package func showInfo(_ message: Message) { screen.say(message) }

    package func showError(_ message: Message, status: ExitStatus) { screen.fail(message, status: status) }
}
