import FoundationEssentials
import ShellKit

/// The session's aliases: `alias NAME COMMAND…` names a command line, and typing NAME runs it
/// with whatever was typed after NAME appended (`alias daily search tag:swift`, then
/// `daily docker`). An alias cannot take a command's name and must expand to a command, never to
/// another alias, so expansion is a single step and always ends. Put them in the startup file
/// (`rc`) to keep them.
@MainActor package final class AliasTable {
    package static let alias = CommandDescriptor(
        "alias", arguments: "[NAME COMMAND…]", summary: ScriptingMessage.helpAlias, keepsPlace: true)
    package static let unalias = CommandDescriptor(
        "unalias", arguments: "NAME", summary: ScriptingMessage.helpUnalias, keepsPlace: true)
    /// The longest alias name.
    package static let maximumNameLength = 32

    /// Each alias's command line, as typed after its name.
    private var lines: [String: String] = [:]

    package init() {}

    package var names: [String] { lines.keys.sorted() }

    /// `NAME = COMMAND…` lines, by name.
    package var listing: [String] { names.map { "\($0) = \(lines[$0]!)" } }

    /// Defines (or redefines) an alias from what followed `alias`; the problem, if any.
    /// `isCommand` tells whether a word names a command (the shell's or a module's).
    package func define(from argumentText: String, isCommand: (String) -> Bool) -> Message? {
        let name = String(argumentText.prefix { !$0.isWhitespace })
        let line = argumentText.dropFirst(name.count).trimmingBlanks()
        guard !name.isEmpty, name.count <= Self.maximumNameLength,
            name.unicodeScalars.allSatisfy({
                ("0"..."9").contains($0) || ("a"..."z").contains($0) || ("A"..."Z").contains($0)
                    || $0 == "-" || $0 == "_"
            })
        else {
            return Message(
                ScriptingMessage.aliasBadName, TerminalSanitizer.excerpt(name), String(Self.maximumNameLength))
        }
        if isCommand(name) { return Message(ScriptingMessage.aliasShadowsCommand, name) }
        let words: [String]
        do { words = try CommandLineTokenizer.tokenize(line) } catch { return error.message }
        guard let target = words.first else {
            return Message(ShellMessage.commandMissingArgument, "alias", Self.alias.usage)
        }
        if target == name || lines[target] != nil { return Message(ScriptingMessage.aliasRecursive, name, target) }
        guard isCommand(target) else { return Message(ShellMessage.commandUnknown, TerminalSanitizer.excerpt(target)) }
        lines[name] = line
        return nil
    }

    /// Forgets an alias; the problem, if any.
    package func remove(_ name: String) -> Message? {
        lines.removeValue(forKey: name) == nil
            ? Message(ScriptingMessage.aliasUnknown, TerminalSanitizer.excerpt(name)) : nil
    }

    /// The command an alias stands for, with the arguments typed after it appended; nil when
    /// `command` is not an alias.
    package func expand(_ command: CommandInvocation) -> CommandInvocation? {
        guard let line = lines[command.name] else { return nil }
        let full = command.argumentText.isEmpty ? line : line + " " + command.argumentText
        return try? CommandInvocation.parse(full)
    }
}
