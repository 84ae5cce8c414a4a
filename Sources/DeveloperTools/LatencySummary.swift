import ShellKit
import ViperShell

/// Percentiles of a set of timings, in milliseconds, for benchmark reports.
package struct LatencySummary: Sendable, Equatable {
    package let samples: Int
    package let p50: Double
    package let p95: Double
    package let min: Double
    package let max: Double

    /// Nearest-rank percentiles of `milliseconds` (which must not be empty).
    package init(milliseconds: [Double]) {
        precondition(!milliseconds.isEmpty, "LatencySummary needs at least one sample")
        let sorted = milliseconds.sorted()
        samples = sorted.count
        p50 = Self.percentile(50, of: sorted)
        p95 = Self.percentile(95, of: sorted)
        min = sorted[0]
        max = sorted[sorted.count - 1]
    }

    /// The nearest-rank percentile `p` (0–100) of an ascending array.
    package static func percentile(_ p: Double, of sorted: [Double]) -> Double {
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
        return sorted[Swift.max(0, Swift.min(sorted.count - 1, rank - 1))]
    }
}

extension Duration {
    /// The duration in (fractional) milliseconds.
    package var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
    }
}
