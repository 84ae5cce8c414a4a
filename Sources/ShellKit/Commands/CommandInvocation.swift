import Foundation

/// One command line as a module receives it: the command's name, its arguments split into
/// words, and the raw text after the name (for arguments with their own syntax, like queries).
public struct CommandInvocation: Equatable, Sendable {
    public let name: String
    public let arguments: [String]
    public let argumentText: String

    public init(name: String, arguments: [String], argumentText: String) {
        self.name = name
        self.arguments = arguments
        self.argumentText = argumentText
    }

    /// Splits `line` (already known to hold at least one word).
    package static func parse(_ line: String) throws(CommandLineError) -> CommandInvocation? {
        let words = try CommandLineTokenizer.tokenize(line)
        guard let name = words.first else { return nil }
        let trimmed = line.drop(while: { $0 == " " || $0 == "\t" || $0 == "\u{3000}" })
        let afterName = trimmed.drop(while: { $0 != " " && $0 != "\t" && $0 != "\u{3000}" })
        let text = afterName.trimmingBlanks()
        return CommandInvocation(name: name, arguments: Array(words.dropFirst()), argumentText: text)
    }

    /// The same command without its first argument (the raw text too): `save NAME QUERY…`
    /// reads its query like `search` reads one.
    package func droppingFirstArgument() -> CommandInvocation {
        let separators: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\u{3000}" }
        let rest = argumentText.drop(while: { !separators($0) }).drop(while: separators)
        return CommandInvocation(name: name, arguments: Array(arguments.dropFirst()), argumentText: String(rest))
    }
}
