#if canImport(Glibc)
import Glibc
#endif

/// Runs a command (through `/bin/sh -c`, or a program with its arguments) in a process group of its own that owns the
/// terminal
/// while it runs, as a job-control shell runs a foreground job: the pager can read the keyboard
/// and set the terminal's modes, and Ctrl-C or Ctrl-Z at it reach it alone. When it ends, the
/// terminal goes back to the shell's group with the settings it had before.
///
/// A child that reads or configures the terminal before it has been handed over is stopped by
/// SIGTTIN/SIGTTOU; the wait loop sees that, hands the terminal over and resumes it.
package enum ForegroundProcess {
    /// Runs `command` with standard input read from `input` and waits for it. Its exit status,
    /// or nil when it could not be started (the caller then prints the text itself); the shell
    /// reports 127 or 126 when the command is missing or cannot run.
    /// `adding` sets environment variables for the command alone, over the shell's own.
    package static func run(_ command: String, input: Int32, terminal: Int32, adding: [String: String] = [:]) -> Int32?
    {
        run(
            arguments: ["/bin/sh", "-c", command], searchingPath: false, input: input, terminal: terminal,
            adding: adding)
    }

    /// Runs the program `arguments[0]` (looked up in `PATH` when it has no slash) with the
    /// arguments as given, no shell between: nothing in them is ever interpreted. nil when it
    /// could not be started (not found, not executable).
    package static func run(arguments: [String], input: Int32 = STDIN_FILENO, terminal: Int32 = STDIN_FILENO) -> Int32?
    {
        run(arguments: arguments, searchingPath: true, input: input, terminal: terminal)
    }

    private static func run(
        arguments: [String], searchingPath: Bool, input: Int32, terminal: Int32,
        adding: [String: String] = [:]
    ) -> Int32? {
        var saved = termios()
        let hasSettings = tcgetattr(terminal, &saved) == 0
        let owner = tcgetpgrp(terminal)
        guard let child = spawn(arguments, searchingPath: searchingPath, input: input, adding: adding) else {
            return nil
        }
        // Changing the foreground group from what may be the background raises SIGTTOU: ignore it
        // while the terminal changes hands.
        let previousTTOU = signal(SIGTTOU, SIG_IGN)
        defer { signal(SIGTTOU, previousTTOU) }
        tcsetpgrp(terminal, child)
        let status = wait(for: child, terminal: terminal)
        tcsetpgrp(terminal, owner > 0 ? owner : getpgrp())
        if hasSettings { tcsetattr(terminal, TCSADRAIN, &saved) }
        return status
    }

    /// Starts the program as the leader of a new process group, with the default disposition
    /// and an empty mask for every signal the shell handles or ignores.
    private static func spawn(
        _ command: [String], searchingPath: Bool, input: Int32, adding: [String: String]
    ) -> pid_t? {
        guard let program = command.first else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if input != STDIN_FILENO { posix_spawn_file_actions_adddup2(&actions, input, STDIN_FILENO) }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU, SIGPIPE, SIGWINCH, SIGTERM, SIGHUP, SIGCHLD] {
            sigaddset(&defaults, signal)
        }
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let arguments = command.map { $0.withCString { strdup($0) } }
        defer { arguments.forEach { free($0) } }
        var argv: [UnsafeMutablePointer<CChar>?] = arguments + [nil]
        let environment = environmentEntries(adding: adding).map { $0.withCString { strdup($0) } }
        defer { environment.forEach { free($0) } }
        var envp: [UnsafeMutablePointer<CChar>?] = environment + [nil]
        var child: pid_t = 0
        let status =
            searchingPath
            ? posix_spawnp(&child, program, &actions, &attributes, &argv, &envp)
            : posix_spawn(&child, program, &actions, &attributes, &argv, &envp)
        return status == 0 ? child : nil
    }

    /// The shell's environment as `NAME=VALUE` entries, with `adding`'s in place of any of the
    /// same name.
    private static func environmentEntries(adding: [String: String]) -> [String] {
        var entries: [String] = []
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            let name = text.prefix { $0 != "=" }
            if adding[String(name)] == nil { entries.append(text) }
            entry += 1
        }
        return entries + adding.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    }

    /// Waits until the child ends and returns its exit status (128 + the signal when one
    /// ended it); a stop (it touched the terminal too early, or Ctrl-Z) hands it the terminal
    /// again and lets it go on.
    private static func wait(for child: pid_t, terminal: Int32) -> Int32 {
        while true {
            var status: Int32 = 0
            let result = waitpid(child, &status, WUNTRACED)
            if result == -1 {
                if errno == EINTR { continue }
                return 0
            }
            // WIFSTOPPED: the low byte is 0x7f.
            if status & 0xff == 0x7f {
                tcsetpgrp(terminal, child)
                kill(-child, SIGCONT)
                continue
            }
            // WIFEXITED: the low 7 bits are 0 and the status is the next byte.
            return status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        }
    }
}
