import FoundationEssentials
import ShellKit

/// What `help` prints: the commands that apply now, one a line with its summary beside it (under
/// it on a narrow terminal), or one command's usage, summary, details and aliases; wrapped to the
/// terminal's width. At a terminal, help longer than the screen goes through the pager, as a long
/// item does; elsewhere (scripts, pipes, `--format json`) it is printed as it is.
@MainActor struct HelpPrinter {
    let screen: Screen
    /// Nil: always printed.
    let pager: Pager?

    /// Usages longer than this get a line of their own, so that one long one (`set`'s) does not
    /// push every summary to the right.
    static let longestUsageBeside = 72

    /// `help`: `commands` under a header naming the active module, laid out again only when the
    /// module, the width or the language changed since `cache` last kept them.
    func showCommandList(_ commands: [CommandDescriptor], moduleName: String, cache: inout HelpListCache) {
        let key = HelpListCache.Key(
            moduleName: moduleName, width: screen.width, language: screen.language, usages: commands.map(\.usage))
        show(cache.lines(for: key) { commandListLines(commands, moduleName: moduleName) })
    }

    /// The lines of `help`'s command list.
    func commandListLines(_ commands: [CommandDescriptor], moduleName: String) -> [String] {
        let usageWidth = commands.map { $0.usage.displayWidth }.filter { $0 <= Self.longestUsageBeside }.max() ?? 0
        var lines = [screen.text(Message(AppMessage.helpHeader, moduleName))]
        let summaryColumn = String(repeating: " ", count: 2 + usageWidth + 2)
        let sideBySide = screen.width - summaryColumn.count >= 24
        for command in commands {
            let summary = screen.text(Message(command.summary))
            if sideBySide && command.usage.displayWidth > usageWidth {
                lines.append(("  " + command.usage).truncated(toDisplayWidth: screen.width))
                lines += TextWrapper.wrap(summary, width: screen.width, indent: summaryColumn)
            } else if sideBySide {
                let usage = "  " + command.usage.padded(toDisplayWidth: usageWidth) + "  "
                lines += TextWrapper.wrap(summary, width: screen.width, indent: usage, hangingIndent: summaryColumn)
            } else {
                lines.append(("  " + command.usage).truncated(toDisplayWidth: screen.width))
                lines += TextWrapper.wrap(summary, width: screen.width, indent: "      ")
            }
        }
        return lines
    }

    /// `help COMMAND`.
    func showHelp(for command: CommandDescriptor) {
        var paragraphs = [
            screen.text(Message(AppMessage.helpUsage, command.usage)), screen.text(Message(command.summary)),
        ]
        if let details = command.details { paragraphs.append(screen.text(Message(details))) }
        if !command.aliases.isEmpty {
            paragraphs.append(screen.text(Message(AppMessage.helpAliases, command.aliases.joined(separator: ", "))))
        }
        show(paragraphs.flatMap { TextWrapper.wrap($0, width: screen.width) })
    }

    private func show(_ lines: [String]) {
        // In JSON mode help is for people, on standard error: never through the pager.
        guard let pager, !screen.jsonMode else { return screen.sayLines(lines) }
        pager.show(lines)
    }
}
