import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Shows long output through `$PAGER` (default `less -FRX`) when a person is at a terminal;
/// prints it directly otherwise (pipes, scripts, tests) or when the pager cannot start.
@MainActor final class Pager {
    private let screen: Screen
    private let isEnabled: Bool
    private let command: String

    init(screen: Screen, isEnabled: Bool, environment: [String: String]) {
        self.screen = screen
        self.isEnabled = isEnabled
        let pager = environment["PAGER"] ?? ""
        command = pager.isEmpty ? "less -FRX" : pager
    }

    func show(_ lines: [String]) {
        guard isEnabled, let rows = TerminalSize.rows(), lines.count >= rows - 1, page(lines) else {
            return screen.print(lines: lines)
        }
    }

    /// Runs the pager with the text on its standard input; false when it could not start.
    private func page(_ lines: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        let pipe = Pipe()
        process.standardInput = pipe
        do { try process.run() } catch { return false }
        let data = Data((lines.joined(separator: "\n") + "\n").utf8)
        signal(SIGPIPE, SIG_IGN)
        try? pipe.fileHandleForWriting.write(contentsOf: data)
        try? pipe.fileHandleForWriting.close()
        process.waitUntilExit()
        signal(SIGPIPE, SIG_DFL)
        return true
    }
}
