#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program with `posix_spawn` and waits for it: what Foundation's `Process`, `Pipe` and
/// `FileHandle` did for the token command, the notify command and transcript replays.
///
/// The child leads a process group of its own (as `Process` started it), its signals at their
/// default actions with none blocked. Standard
/// output and error, when captured, are read together with `poll`, so a child filling one pipe
/// while the other is read cannot block. Standard input is `/dev/null`, or the given bytes from
/// an unlinked temporary file (never a pipe: a child that stops reading cannot raise SIGPIPE
/// here).
package enum ChildProcess {
    /// Where the child's standard input comes from.
    package enum Input: Sendable {
        case null
        case bytes([UInt8])
        /// This process's own standard input (an editor run at the terminal).
        case inherit
    }

    /// Where one of the child's output streams goes.
    package enum Output: Sendable {
        /// Read into the result.
        case capture
        /// To `/dev/null`.
        case discard
        /// This process's own stream (the terminal, a notifier's message).
        case inherit
    }

    /// Runs `executable` (a path: no `PATH` search) with `arguments` and waits for it to end.
    /// `environment` nil: this process's own. `workingDirectory` nil: this process's own.
    package static func run(
        _ executable: String, arguments: [String] = [], environment: [String: String]? = nil,
        workingDirectory: String? = nil, input: Input = .null, output: Output = .capture, errors: Output = .capture
    ) throws(ChildProcessError) -> ChildProcessResult {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var opened: [Int32] = []
        defer { for descriptor in opened { close(descriptor) } }
        var readEnds: [Int32?] = [nil, nil]

        switch input {
        case .null:
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        case .bytes(let bytes):
            let descriptor = try inputFile(bytes)
            opened.append(descriptor)
            posix_spawn_file_actions_adddup2(&actions, descriptor, 0)
        case .inherit: break
        }
        for (index, stream) in [output, errors].enumerated() {
            let target = Int32(index + 1)
            switch stream {
            case .inherit: break
            case .discard: posix_spawn_file_actions_addopen(&actions, target, "/dev/null", O_WRONLY, 0)
            case .capture:
                var ends: [Int32] = [-1, -1]
                guard closingOnExec(pipe: &ends) == 0 else { throw ChildProcessError(code: errno, call: "pipe") }
                opened.append(contentsOf: ends)
                readEnds[index] = ends[0]
                posix_spawn_file_actions_adddup2(&actions, ends[1], target)
            }
        }
        // Nothing else this process has open reaches the child, even a descriptor another thread
        // opened without close-on-exec (glibc 2.34's `posix_spawn_file_actions_addclosefrom_np`).
        if let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") {
            typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
            _ = unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, 3)
        }
        if let workingDirectory {
            // glibc 2.29's `posix_spawn_file_actions_addchdir_np`, which Swift's Glibc module
            // does not declare (it needs _GNU_SOURCE): looked up by name.
            guard let symbol = dlsym(nil, "posix_spawn_file_actions_addchdir_np") else {
                throw ChildProcessError(code: ENOSYS, call: "posix_spawn_file_actions_addchdir_np")
            }
            typealias AddChdir = @convention(c) (
                UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>
            ) -> Int32
            let status = unsafeBitCast(symbol, to: AddChdir.self)(&actions, workingDirectory)
            guard status == 0 else {
                throw ChildProcessError(code: status, call: "posix_spawn_file_actions_addchdir_np")
            }
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        // A process group of its own, as Foundation's `Process` gives it.
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))

        let pid = try spawn(executable, arguments: arguments, environment: environment, actions: &actions,
            attributes: &attributes)
        // Only the read ends stay open here: the child holds the write ends, so end of file
        // arrives when it exits.
        for descriptor in opened where !readEnds.contains(descriptor) { close(descriptor) }
        opened.removeAll { !readEnds.contains($0) }
        let captured = readAll(readEnds)
        return ChildProcessResult(wait: pid, output: captured[0], errors: captured[1])
    }

    /// `run` on a thread of its own, for callers that must not block a task's thread.
    package static func runDetached(
        _ executable: String, arguments: [String] = [], environment: [String: String]? = nil,
        workingDirectory: String? = nil, input: Input = .null, output: Output = .capture, errors: Output = .capture
    ) async -> Result<ChildProcessResult, ChildProcessError> {
        await withCheckedContinuation { continuation in
            DetachedThread.start {
                continuation.resume(
                    returning: Result { () throws(ChildProcessError) in
                        try run(
                            executable, arguments: arguments, environment: environment,
                            workingDirectory: workingDirectory, input: input, output: output, errors: errors)
                    })
            }
        }
    }

    private static func spawn(
        _ executable: String, arguments: [String], environment: [String: String]?,
        actions: inout posix_spawn_file_actions_t, attributes: inout posix_spawnattr_t
    ) throws(ChildProcessError) -> pid_t {
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let envp = environment.map { $0.map { strdup($0.key + "=" + $0.value) } + [nil] }
        defer { for pointer in envp ?? [] { free(pointer) } }
        var pid = pid_t()
        let status = argv.withUnsafeBufferPointer { arguments in
            if let envp {
                envp.withUnsafeBufferPointer { variables in
                    posix_spawn(&pid, executable, &actions, &attributes, arguments.baseAddress!, variables.baseAddress!)
                }
            } else {
                posix_spawn(&pid, executable, &actions, &attributes, arguments.baseAddress!, environ)
            }
        }
        guard status == 0 else { throw ChildProcessError(code: status, call: "posix_spawn") }
        return pid
    }

    /// An unlinked temporary file holding `bytes`, positioned at its start.
    private static func inputFile(_ bytes: [UInt8]) throws(ChildProcessError) -> Int32 {
        let directory = SystemTemporaryDirectory.path
        var template = Array((directory + "viper-shell-input.XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { closingOnExec(temporaryFile: $0.baseAddress!) }
        guard descriptor >= 0 else { throw ChildProcessError(code: errno, call: "mkstemp") }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                let code = errno
                close(descriptor)
                throw ChildProcessError(code: code, call: "write")
            }
            written += count
        }
        lseek(descriptor, 0, SEEK_SET)
        return descriptor
    }

    /// `pipe2(O_CLOEXEC)`: the ends are never open without close-on-exec, so a child another
    /// thread spawns meanwhile cannot hold a write end (and delay the end of file). glibc's Swift
    /// module does not declare it (it needs _GNU_SOURCE): looked up by name.
    private static func closingOnExec(pipe ends: inout [Int32]) -> Int32 {
        if let symbol = dlsym(nil, "pipe2") {
            typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32
            return unsafeBitCast(symbol, to: Pipe2.self)(&ends, O_CLOEXEC)
        }
        guard pipe(&ends) == 0 else { return -1 }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return 0
    }

    /// `mkostemp(O_CLOEXEC)`, looked up by name as `pipe2` is; else `mkstemp`.
    private static func closingOnExec(temporaryFile template: UnsafeMutablePointer<CChar>) -> Int32 {
        if let symbol = dlsym(nil, "mkostemp") {
            typealias MakeTemporary = @convention(c) (UnsafeMutablePointer<CChar>, Int32) -> Int32
            return unsafeBitCast(symbol, to: MakeTemporary.self)(template, O_CLOEXEC)
        }
        let descriptor = mkstemp(template)
        if descriptor >= 0 { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        return descriptor
    }

    /// Everything the open descriptors deliver until each reaches end of file, read as it comes.
    private static func readAll(_ descriptors: [Int32?]) -> [[UInt8]] {
        var collected: [[UInt8]] = descriptors.map { _ in [] }
        var open = descriptors.map { $0 != nil }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while open.contains(true) {
            var polled = descriptors.indices.map { index in
                pollfd(fd: open[index] ? descriptors[index]! : -1, events: Int16(POLLIN), revents: 0)
            }
            let ready = poll(&polled, nfds_t(polled.count), -1)
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            for index in polled.indices where open[index] && polled[index].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(polled[index].fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    collected[index].append(contentsOf: buffer[..<count])
                } else if count == 0 || errno != EINTR {
                    open[index] = false
                }
            }
        }
        return collected
    }
}

extension ChildProcessResult {
    /// Waits for `pid` and reads its wait status as Foundation does.
    fileprivate init(wait pid: pid_t, output: [UInt8], errors: [UInt8]) {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let signal = status & 0x7F
        if signal == 0 {
            self.init(ending: .exited, status: (status >> 8) & 0xFF, output: output, errors: errors)
        } else {
            self.init(ending: .signalled, status: signal, output: output, errors: errors)
        }
    }
}
