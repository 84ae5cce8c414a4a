import ShellKit
import UserState
import ViperShell

/// Times the real password hasher at its standard parameters: what `register` (hash) and
/// `login` (verify) cost, which should be deliberately slow (50–250 ms) and paid only there.
package enum PasswordCostBenchmark {
    /// Hash and verify timings over `repetitions` runs, and the parameters measured.
    package static func run(
        repetitions: Int
    ) throws -> (hash: LatencySummary, verify: LatencySummary, parameters: String) {
        let hasher = ScryptPasswordHasher()
        let clock = ContinuousClock()
        let password = "correct horse battery staple"
        var stored = try hasher.hash(password)
        var hashTimes: [Double] = []
        var verifyTimes: [Double] = []
        for _ in 0..<repetitions {
            hashTimes.append(try clock.measure { stored = try hasher.hash(password) }.milliseconds)
            var matched = false
            verifyTimes.append(
                try clock.measure { matched = try hasher.verify(password, against: stored) }.milliseconds)
            precondition(matched, "scrypt verify refused the password it just hashed")
        }
        let parameters = hasher.parameters
        return (
            LatencySummary(milliseconds: hashTimes), LatencySummary(milliseconds: verifyTimes),
            "N=\(parameters.n) r=\(parameters.r) p=\(parameters.p)"
        )
    }
}
