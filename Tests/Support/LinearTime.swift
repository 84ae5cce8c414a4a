#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether work grows linearly with its input: the time it takes on an input over the time on a
/// tenth of it, about 10 when linear and 100 when quadratic, whatever the machine's speed.
///
/// Times are the calling thread's CPU time, not the wall clock: a test suite running beside a
/// build on two cores waits for a CPU often, and that waiting made wall-clock ratios of 35–45
/// out of linear work (two failures in a loaded run). CPU time counts only the work.
package enum LinearTime {
    /// The fastest of three runs on `large` over the fastest of three on `small`; `large` runs
    /// once, and twice more only when once looks slow, so that a check stays cheap.
    package static func ratio(small: String, large: String, _ work: (String) -> Void) -> Double {
        let smallTime = fastest(of: 3) { work(small) }
        var largeTime = cpuSeconds { work(large) }
        if largeTime / smallTime >= 20 { largeTime = min(largeTime, fastest(of: 2) { work(large) }) }
        return largeTime / smallTime
    }

    /// The least CPU time of `runs` runs of `work`, in seconds (never 0).
    package static func fastest(of runs: Int, _ work: () -> Void) -> Double {
        (0..<runs).map { _ in cpuSeconds(work) }.min()!
    }

    /// The calling thread's CPU time for `work`, in seconds (at least a microsecond).
    package static func cpuSeconds(_ work: () -> Void) -> Double {
        var start = timespec()
        var end = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
        work()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
        let seconds = Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
        return max(seconds, 1e-6)
    }
}
