/// One command line as a module receives it, tokenized once: the command's name and its
/// arguments, each argument a word that keeps where it was typed.
public struct CommandInvocation: Equatable, Sendable {
    public let name: String
    /// The arguments' values.
    public let arguments: [String]
    /// The arguments as words, with their spans in the line.
    public let words: [CommandWord]
    /// The text of the line from the first argument to the end of the last, as typed (what an
    /// alias appends).
    public let argumentText: String
    /// The whole line the words were read from (their spans point into it).
    public let line: String

    /// The command `name` with `words` after it, typed in `line`.
    public init(name: String, words: [CommandWord], in line: String) {
        self.name = name
        self.words = words
        self.line = line
        arguments = words.map(\.text)
        if let first = words.first, let last = words.last {
            let length = last.span.upperBound - first.span.lowerBound
            argumentText = String(line.dropFirst(first.span.lowerBound).prefix(length))
        } else {
            argumentText = ""
        }
    }

    /// Splits `line`; nil when it holds no word.
    package static func parse(_ line: String) throws(CommandLineError) -> CommandInvocation? {
        let words = try CommandLineTokenizer.words(in: line)
        guard let name = words.first else { return nil }
        return CommandInvocation(name: name.text, words: Array(words.dropFirst()), in: line)
    }
}
