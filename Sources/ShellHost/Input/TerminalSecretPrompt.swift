#if canImport(Glibc)
import Glibc
#endif
import ShellKit

/// Asks for a secret at a terminal: prompt, echo off, one line, echo restored. Ctrl-C (with
/// `SignalTrap` installed) cancels and returns nil; the terminal is restored either way.
@MainActor package enum TerminalSecretPrompt {
    package static func read(prompt: String, from reader: FileDescriptorLineReader) -> String? {
        FileDescriptorWriter.write(prompt, to: STDOUT_FILENO)
        _ = SignalTrap.takeInterrupt()
        let secret = TerminalMode.withEchoOff { () -> String? in
            // The line discipline is canonical here: input is ready once a whole line (or Ctrl-D) is.
            while SignalTrap.waitForInput(on: STDIN_FILENO) <= 0 {
                if SignalTrap.takeInterrupt() || SignalTrap.terminationRequested { return nil }
                _ = SignalTrap.takeResize()
            }
            return reader.readLine(interrupted: { SignalTrap.takeInterrupt() })
        }
        FileDescriptorWriter.write("\n", to: STDOUT_FILENO)
        return secret
    }
}
