#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Gives the terminal back when the process crashes with the full screen up (a trap, a bad
/// access, an abort): the handler writes the leaving bytes prepared in advance and puts the
/// saved termios back (both async-signal-safe: `write` and `tcsetattr` on memory set aside
/// before), then lets the signal go on to the handler it replaced (the Swift runtime's
/// backtracer) or its default action.
enum TerminalCrashGuard {
    private static let fatalSignals = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT]

    /// The armed record's address, or 0: raw memory the handler reads without allocating.
    private static let record = Atomic<UInt>(0)

    /// The record's fixed part; the leaving bytes follow it.
    private struct Header {
        var input: Int32
        var output: Int32
        var settings: termios
        var replaced: (sigaction, sigaction, sigaction, sigaction, sigaction)
        var byteCount: Int
    }

    /// Arms the guard: on a crash, `leaving` goes to `output` and `settings` to `input`.
    static func arm(leaving: [UInt8], output: Int32, input: Int32, settings: termios) {
        disarm()
        let size = MemoryLayout<Header>.stride + leaving.count
        let memory = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: MemoryLayout<Header>.alignment)
        var header = Header(
            input: input, output: output, settings: settings,
            replaced: (sigaction(), sigaction(), sigaction(), sigaction(), sigaction()), byteCount: leaving.count)
        withUnsafeMutableBytes(of: &header.replaced) { replaced in
            for (index, signal) in fatalSignals.enumerated() {
                var action = sigaction()
                action.__sigaction_handler.sa_handler = { signal in TerminalCrashGuard.restoreTerminal(signal) }
                sigemptyset(&action.sa_mask)
                action.sa_flags = 0
                let slot = replaced.baseAddress!.advanced(by: index * MemoryLayout<sigaction>.stride)
                sigaction(signal, &action, slot.assumingMemoryBound(to: sigaction.self))
            }
        }
        memory.initializeMemory(as: Header.self, to: header)
        leaving.withUnsafeBytes { bytes in
            memory.advanced(by: MemoryLayout<Header>.stride).copyMemory(
                from: bytes.baseAddress!, byteCount: bytes.count)
        }
        record.store(UInt(bitPattern: memory), ordering: .sequentiallyConsistent)
    }

    /// Disarms it and puts back the handlers it replaced.
    static func disarm() {
        guard let memory = UnsafeMutableRawPointer(bitPattern: record.exchange(0, ordering: .sequentiallyConsistent))
        else {
            return
        }
        putBackReplacedHandlers(memory)
        memory.deallocate()
    }

    /// In the handler: the terminal back, the replaced handler back, the signal again.
    private static func restoreTerminal(_ signal: Int32) {
        guard let memory = UnsafeMutableRawPointer(bitPattern: record.exchange(0, ordering: .sequentiallyConsistent))
        else {
            return
        }
        let header = memory.assumingMemoryBound(to: Header.self)
        _ = write(header.pointee.output, memory.advanced(by: MemoryLayout<Header>.stride), header.pointee.byteCount)
        tcsetattr(header.pointee.input, TCSANOW, &header.pointee.settings)
        putBackReplacedHandlers(memory)
        // Raised again (blocked until this handler returns), so the replaced handler gets it:
        // a signal sent by `kill` would otherwise be lost (only a real fault happens again on
        // return), and the process would go on with the terminal given back.
        raise(signal)
    }

    private static func putBackReplacedHandlers(_ memory: UnsafeMutableRawPointer) {
        let header = memory.assumingMemoryBound(to: Header.self)
        withUnsafeMutableBytes(of: &header.pointee.replaced) { replaced in
            for (index, signal) in fatalSignals.enumerated() {
                let slot = replaced.baseAddress!.advanced(by: index * MemoryLayout<sigaction>.stride)
                sigaction(signal, slot.assumingMemoryBound(to: sigaction.self), nil)
            }
        }
    }
}
