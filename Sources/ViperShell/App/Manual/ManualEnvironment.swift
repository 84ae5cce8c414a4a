import CatalogueStore
import ShellKit

/// The manual's ENVIRONMENT entries: every variable the shell reads. The folders' variables
/// come from `HomeFolder`; a test reads the sources for every variable read by name (an
/// `environment[…]` or `getenv(…)` with a literal) and fails when one is not here, so a variable
/// cannot be added without documenting it.
package enum ManualEnvironment {
    /// One entry: the variables it names, and what they do (`ManualEnvironmentMessage`).
    package struct Entry: Sendable {
        package let names: [String]
        package let meaning: ManualEnvironmentMessage
    }

    package static var entries: [Entry] {
        [
            Entry(names: ["VIPER_SHELL_HOME"], meaning: ManualEnvironmentMessage.home),
            Entry(
                names: HomeFolder.allCases.map(\.environmentVariable) + ["HOME"],
                meaning: ManualEnvironmentMessage.homeFolders),
            Entry(names: ["LC_ALL", "LC_MESSAGES", "LANG"], meaning: ManualEnvironmentMessage.language),
            Entry(names: ["QIITA_TOKEN"], meaning: ManualEnvironmentMessage.qiitaToken),
            Entry(names: ["VIPER_SHELL_API_URL"], meaning: ManualEnvironmentMessage.apiURL),
            Entry(names: ["http_proxy", "https_proxy", "no_proxy"], meaning: ManualEnvironmentMessage.proxies),
            Entry(names: ["PAGER"], meaning: ManualEnvironmentMessage.pager),
            Entry(names: ["LESSCHARSET", "LESSCHARDEF"], meaning: ManualEnvironmentMessage.pagerCharset),
            Entry(names: ["TMPDIR"], meaning: ManualEnvironmentMessage.temporaryFolder),
            Entry(names: ["BROWSER"], meaning: ManualEnvironmentMessage.browser),
            Entry(names: ["NO_COLOR", "CLICOLOR_FORCE"], meaning: ManualEnvironmentMessage.colour),
            Entry(
                names: [
                    "TERM_PROGRAM", "VTE_VERSION", "KITTY_WINDOW_ID", "WT_SESSION", "DOMTERM", "TERM", "TMUX", "STY",
                ], meaning: ManualEnvironmentMessage.hyperlinkTerminals),
            Entry(names: ["COLORFGBG"], meaning: ManualEnvironmentMessage.background),
            Entry(names: ["COLORTERM"], meaning: ManualEnvironmentMessage.trueColour),
            Entry(names: ["LC_TERMINAL"], meaning: ManualEnvironmentMessage.imageTerminals),
            Entry(names: ["COLUMNS"], meaning: ManualEnvironmentMessage.width),
            Entry(names: ["TZ"], meaning: ManualEnvironmentMessage.timeZone),
            Entry(names: ["VIPER_SHELL_NOW"], meaning: ManualEnvironmentMessage.fixedClock),
            Entry(names: [JapaneseDictionary.environmentKey], meaning: ManualEnvironmentMessage.japaneseDictionary),
            Entry(names: ["VISUAL", "EDITOR"], meaning: ManualEnvironmentMessage.editor),
            Entry(names: ["VIPER_SHELL_QIITA_TEAM"], meaning: ManualEnvironmentMessage.qiitaTeam),
        ]
    }

    /// Not the user's to set: `PATH` (read by every program; it finds the browser) and
    /// `SAP_SHELL` (set by the completion scripts when they ask the shell for `--source` values).
    package static let undocumented: Set<String> = ["PATH", "SAP_SHELL"]

    /// Every name the section lists.
    package static var names: Set<String> { Set(entries.flatMap(\.names)) }

    /// (variables, meaning) for ENVIRONMENT.
    package static func rows(in language: Language) -> [(String, String)] {
        entries.map { ($0.names.joined(separator: ", "), $0.meaning.texts.template(in: language)) }
    }
}
