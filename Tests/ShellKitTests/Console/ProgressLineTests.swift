import Foundation
import Synchronization
import Testing
@testable import ShellKit

/// The progress line fits the terminal as it is at each update: never wider than its columns
/// less one (a line reaching the last column wraps on many terminals), wide characters counted
/// as two, so each update draws over the last instead of adding a line.
struct ProgressLineTests {
    /// What the line wrote, and a terminal width the test changes between updates.
    private final class Terminal: Sendable {
        let writes = Mutex<[String]>([])
        let width = Mutex<Int?>(40)
        var written: [String] { writes.withLock { $0 } }
    }

    private func line(_ terminal: Terminal, language: Language) -> ProgressLine {
        ProgressLine(
            isEnabled: true, language: language, delay: 0, columns: { terminal.width.withLock { $0 } },
            write: { text in terminal.writes.withLock { $0.append(text) } })
    }

    /// The text one update drew: between the carriage return and the erase to the line's end.
    private func drawn(_ write: String) throws -> String {
        try #require(write.hasPrefix("\r") && write.hasSuffix("\u{1B}[K"), "\(write.debugDescription)")
        return String(write.dropFirst().dropLast(3))
    }

    @Test(arguments: [Language.english, .japanese])
    func eachUpdateFitsTheWidthOfTheMoment(language: Language) throws {
        let terminal = Terminal()
        let progress = line(terminal, language: language)
        let message = Message(ShellMessage.catalogueImportProgress, "42", "123456")
        let whole = message.text(in: language)
        for width in [40, 20, 12, 7, 2, 1, 200] {
            terminal.width.withLock { $0 = width }
            progress.show(message)
            let text = try drawn(try #require(terminal.written.last))
            #expect(text.displayWidth <= width - 1, "\(width): \(text)")
            if whole.displayWidth < width {
                #expect(text == whole, "room enough: the whole line")
            } else {
                #expect(text.hasSuffix("…") || text.isEmpty, "cut, and visibly so")
                #expect(whole.hasPrefix(String(text.dropLast())), "cut at its end only")
                // Wide characters: never more than one column left over, never split.
                #expect(text.displayWidth >= width - 2, "\(width): \(text)")
            }
        }
        progress.finish()
        #expect(terminal.written.last == "\r\u{1B}[K")
    }

    @Test func anUnknownWidthWritesTheLineWhole() throws {
        let terminal = Terminal()
        terminal.width.withLock { $0 = nil }
        let progress = line(terminal, language: .english)
        let message = Message(ShellMessage.catalogueImportIndexing)
        progress.show(message)
        #expect(try drawn(try #require(terminal.written.last)) == message.text(in: .english))
    }

    @Test func nothingIsDrawnBeforeTheDelayNorClearedWhenNothingWas() {
        let terminal = Terminal()
        let progress = ProgressLine(
            isEnabled: true, language: .english, delay: 60, columns: { 40 },
            write: { text in terminal.writes.withLock { $0.append(text) } })
        progress.show(Message(ShellMessage.catalogueImportIndexing))
        progress.finish()
        #expect(terminal.written.isEmpty)
    }
}
