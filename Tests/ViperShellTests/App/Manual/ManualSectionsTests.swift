import Foundation
@testable import ItemsModel
@testable import ShellKit
import Testing
@testable import ViperShell

/// The manual's FILES, ENVIRONMENT and QUERY SYNTAX list everything the code knows: every file
/// `HomeLayout` places, every environment variable a source file reads, every qualifier the query
/// parser takes and every `--sort` field, in English and Japanese.
@MainActor @Suite struct ManualSectionsTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// The text of section `title` of the rendered page (up to the next `.SH`).
    func section(_ title: String, in language: Language) throws -> String {
        let page = ManualPage(language: language, options: []).render()
        let parts = page.components(separatedBy: "\n.SH ")
        return try #require(parts.first { $0.hasPrefix(title + "\n") }, "no section \(title)")
    }

    /// `\fBNAME\fR` as the page writes an entry's name.
    func entry(_ name: String) -> String { "\\fB" + ManualPage.escaped(name) + "\\fR" }

    @Test(arguments: [Language.english, .japanese])
    func filesListsEveryFileInItsFolder(language: Language) throws {
        let files = try section(ManualText.text(.files, in: language), in: language)
        for folder in HomeFolder.allCases {
            #expect(files.contains("$" + folder.environmentVariable), "\(folder)")
            for file in HomeFile.allCases where file.folder == folder {
                let folderStart = try #require(files.range(of: "$" + folder.environmentVariable))
                #expect(files[folderStart.upperBound...].contains(entry(file.name)), "\(file.name) under \(folder)")
            }
        }
        for name in ["rc", "reads.json", "saved-searches.json", "items-*.sqlite"] {
            #expect(files.contains(entry(name)), "\(name)")
        }
    }

    @Test func everyFileOfTheLayoutIsInTheTable() {
        let layout = HomeLayout(configDirectory: "/c", stateDirectory: "/s", cacheDirectory: "/k")
        let paths = [
            layout.accountsFile, layout.settingsFile, layout.stocksFile, layout.savedSearchesFile, layout.tokenFile,
            layout.startupFile,
            layout.sessionFile, layout.loginAttemptsFile, layout.historyFile, layout.readsFile,
        ]
        let placed = Set(HomeFile.allCases.map(layout.path(of:)))
        for path in paths { #expect(placed.contains(path), "\(path)") }
        #expect(
            layout.startupFile == "/c/rc" && layout.readsFile == "/s/reads.json"
                && layout.savedSearchesFile == "/c/saved-searches.json")
    }

    /// Every `environment["NAME"]` and `getenv("NAME")` in the sources.
    static func variablesTheSourcesRead() throws -> Set<String> {
        var names = Set<String>()
        let files = try #require(FileManager.default.enumerator(atPath: sources.path))
        for case let path as String in files where path.hasSuffix(".swift") || path.hasSuffix(".c") {
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            for match in text.matches(of: /(?:environment\[|getenv\()"([A-Za-z_][A-Za-z0-9_]*)"/) {
                names.insert(String(match.output.1))
            }
        }
        return names
    }

    @Test(arguments: [Language.english, .japanese])
    func environmentListsEveryVariableTheCodeReads(language: Language) throws {
        let environment = try section(ManualText.text(.environment, in: language), in: language)
        let read = try Self.variablesTheSourcesRead()
        // The scan finds them: if it found nothing the test below could not fail.
        #expect(
            read.isSuperset(of: ["PAGER", "BROWSER", "QIITA_TOKEN", "VIPER_SHELL_HOME", "NO_COLOR"]), "\(read.sorted())"
        )
        for name in read.subtracting(ManualEnvironment.undocumented) {
            #expect(ManualEnvironment.names.contains(name), "the sources read \(name): add it to ManualEnvironment")
        }
        for name in ManualEnvironment.names.union(HomeFolder.allCases.map(\.environmentVariable)) {
            #expect(environment.contains(ManualPage.escaped(name)), "\(name)")
        }
        for name in ["BROWSER", "PAGER"] { #expect(environment.contains(entry(name)), "\(name)") }
    }

    @Test(arguments: [Language.english, .japanese])
    func querySyntaxListsEveryQualifierAndSortField(language: Language) throws {
        let query = try section(ManualText.text(.querySyntax, in: language), in: language)
        for qualifier in ItemQueryQualifier.allCases {
            #expect(query.contains("\\fB" + qualifier.rawValue + ":"), "\(qualifier)")
        }
        for mark in ItemMark.allCases { #expect(query.contains(mark.rawValue), "is:\(mark.rawValue)") }
        let sort = try #require(query.components(separatedBy: "\n").first { $0.hasPrefix("\\fB\\-\\-sort ") })
        for field in ItemOrder.Field.allCases { #expect(sort.contains(field.rawValue), "--sort \(field.rawValue)") }
        #expect(query.contains(entry("--asc")))
    }
}
