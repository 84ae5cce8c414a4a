import ShellKit

/// `set` alone, `set per-page N`, `set pager on|off`, `set reader full|pager|plain`, `set mouse on|off`,
/// `set images auto|kitty|iterm|sixel|blocks|off`, `set image-cache SIZE`, `set snippets on|off`,
/// `set hyperlinks on|off|auto`,
/// `set theme dark|light|auto`, `set width N` and `set lang en|ja`,
/// `set notify-command|token-command COMMAND|off` as Items' events.
@MainActor package enum ItemsSettingParser {
    package static func event(_ arguments: CommandArguments) throws(CommandUsageError) -> ItemsViewEvent {
        let usage = ItemsView.set.usage
        let words = arguments.words
        guard let name = words.first else { return .showSettings }
        guard let setting = ItemsView.Setting(rawValue: name) else {
            throw .refused(Message(ItemsMessage.unknownSetting, TerminalSanitizer.inline(name), usage))
        }
        /// The one value most settings take.
        func value() throws(CommandUsageError) -> String {
            guard words.count == 2 else {
                throw words.count < 2 ? arguments.missing(usage: usage) : arguments.tooMany(usage: usage)
            }
            return words[1]
        }
        /// A command of several words may be typed unquoted: they are joined again.
        func command(_ name: CommandSettings.Name) throws(CommandUsageError) -> ItemsViewEvent {
            guard words.count >= 2 else { throw arguments.missing(usage: usage) }
            let command = words.dropFirst().joined(separator: " ")
            return .setCommand(name, command.lowercased() == "off" || command.isEmpty ? nil : command)
        }
        switch setting {
        case .perPage:
            return .setPerPage(try arguments.number(try value()))
        case .pager:
            let value = try value()
            guard let on = ["on": true, "off": false][value.lowercased()] else {
                throw arguments.bad(value, expected: .message(Message(ItemsMessage.commandExpectedOnOff)))
            }
            return .setPager(on)
        case .reader:
            let value = try value()
            guard let kind = ReaderKind(rawValue: value.lowercased()) else {
                throw arguments.bad(value, expected: .message(Message(ItemsMessage.commandExpectedReader)))
            }
            return .setReader(kind)
        case .mouse:
            let value = try value()
            guard let on = ["on": true, "off": false][value.lowercased()] else {
                throw arguments.bad(value, expected: .message(Message(ItemsMessage.commandExpectedOnOff)))
            }
            return .setMouse(on)
        case .snippets:
            let value = try value()
            guard let on = ["on": true, "off": false][value.lowercased()] else {
                throw arguments.bad(value, expected: .message(Message(ItemsMessage.commandExpectedOnOff)))
            }
            return .setSnippets(on)
        case .images:
            let value = try value()
            guard let display = ImageDisplay(rawValue: value.lowercased()) else {
                throw arguments.bad(value, expected: .message(Message(ItemsMessage.commandExpectedImages)))
            }
            return .setImages(display)
        case .imageCache:
            let value = try value()
            guard let bytes = ByteSize.parse(value) else {
                throw arguments.bad(value, expected: .message(Message(ItemsMessage.commandExpectedSize)))
            }
            return .setImageCache(bytes)
        case .hyperlinks:
            let value = try value()
            guard let mode = HyperlinkMode(rawValue: value.lowercased()) else {
                throw arguments.bad(value, expected: .message(Message(ItemsMessage.commandExpectedOnOffAuto)))
            }
            return .setHyperlinks(mode)
        case .theme:
            let value = try value()
            guard let mode = ThemeMode(rawValue: value.lowercased()) else {
                throw arguments.bad(value, expected: .message(Message(ItemsMessage.commandExpectedTheme)))
            }
            return .setTheme(mode)
        case .width:
            return .setArticleWidth(try arguments.number(try value()))
        case .lang:
            let value = try value()
            guard let language = Language(rawValue: value.lowercased()) else {
                throw arguments.bad(value, expected: .message(Message(ItemsMessage.commandExpectedLanguage)))
            }
            return .setLanguage(language)
        case .notifyCommand: return try command(.notifyCommand)
        case .tokenCommand: return try command(.tokenCommand)
        }
    }
}
