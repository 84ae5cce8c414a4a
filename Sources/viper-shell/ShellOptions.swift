import FoundationEssentials
import ShellKit
import ViperShell

/// The command-line options as plain values, filled by `QuickArguments` for common command
/// lines and by `ViperShellCommand` (ArgumentParser) for the rest: checked and turned into a
/// `ShellConfiguration` in one place. Making it costs nothing at start-up; building
/// ArgumentParser's command (property wrappers, help texts) cost about a millisecond.
struct ShellOptions {
    var home: String?
    var lang: String?
    var source: String?
    var perPage = ShellConfiguration.defaultPerPage
    var format = "table"
    var fields: String?
    var jq: String?
    var template: String?
    var scripts: [String] = []
    var commands: [String] = []
    var echo = false
    var noPager = false
    var noRC = false
    var bail = false
    var record: String?
    var force = false
    var transcript = false
    var expect: [String] = []
    var update = false
    var apiURL: String?
    var timeout: Double?
    var width: Int?
    var scriptName: String?

    /// The first option that is out of range or does not go with the others.
    var problem: Message? {
        if !(1...100).contains(perPage) { return Message(CommandLineMessage.perPage, String(perPage)) }
        if format != "table" && format != "json" { return Message(CommandLineMessage.format, format) }
        if fields != nil && format != "json" { return Message(CommandLineMessage.fieldsNeedJSON) }
        if (jq != nil || template != nil) && format != "json" { return Message(CommandLineMessage.filterNeedsJSON) }
        if jq != nil && template != nil { return Message(CommandLineMessage.filterTwice) }
        if let lang, Language(code: lang) == nil { return Message(CommandLineMessage.lang, lang) }
        if let timeout, !(timeout > 0 && timeout <= 600) {
            return Message(
                CommandLineMessage.timeout,
                timeout == timeout.rounded() && abs(timeout) < 1e15 ? String(Int(timeout)) : String(timeout))
        }
        if let width, !Screen.articleWidths.contains(width) {
            return Message(CommandLineMessage.width, String(width))
        }
        if update && expect.isEmpty { return Message(CommandLineMessage.updateNeedsExpect) }
        if force && record == nil { return Message(CommandLineMessage.forceNeedsRecord) }
        if transcript && record == nil { return Message(CommandLineMessage.transcriptNeedsRecord) }
        if !expect.isEmpty && (!scripts.isEmpty || !commands.isEmpty || record != nil) {
            return Message(CommandLineMessage.expectAlone)
        }
        return nil
    }

    /// What the shell runs with.
    func configuration() -> ShellConfiguration {
        var configuration = ShellConfiguration(
            home: home, language: lang, source: source, perPage: perPage,
            jsonOutput: format == "json", environment: ProcessEnvironment.current())
        configuration.jsonFields = fields.map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingBlanks() }
        }
        configuration.jsonFilter = jq.map { ("--jq", $0) } ?? template.map { ("--template", $0) }
        configuration.scripts = scripts
        configuration.commands = commands
        configuration.echo = echo
        configuration.bail = bail
        configuration.pagerEnabled = !noPager
        configuration.readsStartupFile = !noRC
        configuration.record = record
        configuration.forceRecord = force
        configuration.recordsTranscript = transcript
        configuration.expect = expect
        configuration.update = update
        configuration.scriptName = scriptName
        configuration.apiURL = apiURL
        configuration.timeout = timeout
        configuration.articleWidth = width
        configuration.executablePath = CommandLine.arguments.first.flatMap { $0.contains("/") ? $0 : nil }
        return configuration
    }
}
