import ItemsModel
import ShellKit

/// `follow`, `unfollow`, `following`, `sync` and `watch` as Feeds' events, or the usage error.
@MainActor package enum FeedsCommandParser {
    package static let defaultLimit = 100
    package static let limitRange = 1...10_000
    package static let defaultMinutes = 15
    package static let minimumMinutes = 5

    /// The event for `command`, or its usage error; nil for a name that is not Feeds'.
    package static func event(for command: CommandInvocation) -> Result<FeedsViewEvent, CommandUsageError>? {
        let arguments = CommandArguments(command)
        do throws(CommandUsageError) {
            switch command.name {
            case FeedsView.follow.name: return .success(try follow(arguments))
            case FeedsView.unfollow.name:
                return .success(.unfollow(try feeds(arguments.words, arguments, usage: FeedsView.unfollow.usage)))
            case FeedsView.following.name:
                return .success(
                    .following(
                        format: try JSONFormatOption.only(
                            arguments, default: .table, usage: FeedsView.following.usage, fieldSet: .following)))
            case FeedsView.sync.name: return .success(try sync(arguments))
            case FeedsView.watch.name: return .success(try watch(arguments))
            default: return nil
            }
        } catch {
            return .failure(error)
        }
    }

    private static func follow(_ arguments: CommandArguments) throws(CommandUsageError) -> FeedsViewEvent {
        let usage = FeedsView.follow.usage
        if arguments.words.contains("--from-qiita") {
            guard arguments.words == ["--from-qiita"] else { throw arguments.tooMany(usage: usage) }
            return .followFromQiita
        }
        return .follow(try feeds(arguments.words, arguments, usage: usage))
    }

    /// Every word a feed (`tag:NAME`, `user:ID`); at least one.
    private static func feeds(
        _ words: [String], _ arguments: CommandArguments, usage: String
    ) throws(CommandUsageError) -> [Feed] {
        guard !words.isEmpty else { throw arguments.missing(usage: usage) }
        var feeds: [Feed] = []
        for word in words {
            switch Feed.parse(word) {
            case .success(let feed): feeds.append(feed)
            case .failure(let problem): throw arguments.bad(word, expected: .message(message(for: problem)))
            }
        }
        return feeds
    }

    /// What is wrong with a word that is not a feed, in one line.
    static func message(for problem: FeedTextProblem) -> Message {
        let longest = String(Feed.longestName)
        return switch problem {
        case .notAFeed: Message(FeedsMessage.expectedFeed)
        case .nameMissing(let kind): Message(FeedsMessage.feedNameMissing, kind)
        case .userIDCharacter(let scalar): Message(FeedsMessage.userIDCharacter, shown(scalar))
        case .userIDTooLong(let count): Message(FeedsMessage.userIDTooLong, longest, String(count))
        case .tagTooLong(let count): Message(FeedsMessage.tagNameTooLong, longest, String(count))
        case .tagBlank: Message(FeedsMessage.tagNameBlank)
        case .tagControl(let scalar): Message(FeedsMessage.tagNameControl, shown(scalar))
        case .tagSlash: Message(FeedsMessage.tagNameSlash)
        }
    }

    /// `'é'`, or `U+001B` for a character that shows nothing (or harms the terminal).
    private static func shown(_ scalar: Unicode.Scalar) -> String {
        let invisible =
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.properties.isWhitespace
            || scalar.properties.isBidiControl || scalar.properties.generalCategory == .format
            || scalar.properties.generalCategory == .nonspacingMark
        return invisible ? NumberText.codePoint(scalar) : "'\(Character(scalar))'"
    }

    private static func sync(_ arguments: CommandArguments) throws(CommandUsageError) -> FeedsViewEvent {
        let usage = FeedsView.sync.usage
        var limit = defaultLimit
        var quiet = false
        var images = false
        var words = arguments.words[...]
        while let word = words.popFirst() {
            switch word {
            case "--quiet", "-q": quiet = true
            case "--images": images = true
            case "--limit":
                guard let value = words.popFirst() else { throw arguments.missing(usage: usage) }
                limit = try arguments.number(value)
                guard limitRange.contains(limit) else {
                    throw arguments.bad(value, expected: .message(Message(FeedsMessage.expectedLimit)))
                }
            default:
                throw arguments.bad(word, expected: .text(usage))
            }
        }
        return .sync(limit: limit, quiet: quiet, images: images)
    }

    private static func watch(_ arguments: CommandArguments) throws(CommandUsageError) -> FeedsViewEvent {
        let usage = FeedsView.watch.usage
        var minutes = defaultMinutes
        var rounds: Int?
        var words = arguments.words[...]
        var sawMinutes = false
        while let word = words.popFirst() {
            if word == "--rounds" {
                guard let value = words.popFirst() else { throw arguments.missing(usage: usage) }
                let count = try arguments.number(value)
                guard count >= 1 else {
                    throw arguments.bad(value, expected: .message(Message(FeedsMessage.expectedRounds)))
                }
                rounds = count
            } else if !sawMinutes, !word.hasPrefix("-") {
                minutes = try arguments.number(word)
                guard minutes >= minimumMinutes else {
                    throw arguments.bad(word, expected: .message(Message(FeedsMessage.expectedMinutes)))
                }
                sawMinutes = true
            } else {
                throw arguments.bad(word, expected: .text(usage))
            }
        }
        return .watch(minutes: minutes, rounds: rounds)
    }
}
