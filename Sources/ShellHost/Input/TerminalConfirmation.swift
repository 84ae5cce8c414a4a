import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import ShellKit

/// Asks a yes-or-no question at a terminal: the prompt, one line read with the terminal's own
/// editing (readline has handed the terminal back between lines), yes only for `y` or `yes`.
/// Ctrl-C or the end of input answer no.
@MainActor package final class TerminalConfirmation {
    package init() {}

    package func ask(_ prompt: String) -> Bool {
        FileDescriptorWriter.write(prompt, to: STDOUT_FILENO)
        _ = SignalTrap.takeInterrupt()
        while SignalTrap.waitForInput(on: STDIN_FILENO) <= 0 {
            if SignalTrap.takeInterrupt() || SignalTrap.terminationRequested {
                FileDescriptorWriter.write("\n", to: STDOUT_FILENO)
                return false
            }
            _ = SignalTrap.takeResize()
        }
        guard
            let answer = FileDescriptorLineReader(descriptor: STDIN_FILENO).readLine(interrupted: {
                SignalTrap.takeInterrupt()
            })
        else {
            FileDescriptorWriter.write("\n", to: STDOUT_FILENO)
            return false
        }
        return ["y", "yes"].contains(answer.trimmingBlanks().lowercased())
    }
}
