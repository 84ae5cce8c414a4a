import FoundationEssentials
import ShellKit

/// Consecutive login failures for one ID, and until when it is locked.
package struct LoginAttemptRecord: Codable, Equatable, Sendable {
    package var consecutiveFailures: Int
    package var lockouts: Int
    package var lockedUntil: Date?
}

/// The throttling rule: after `failuresBeforeLockout` consecutive failures for an ID, each
/// further failure locks it for a delay that doubles each time, starting at `initialDelay`.
package struct LoginThrottlePolicy: Sendable, Equatable {
    package var failuresBeforeLockout = 5
    package var initialDelay: TimeInterval = 30
    package var maximumDelay: TimeInterval = 24 * 60 * 60

    package static let standard = LoginThrottlePolicy()

    /// The record after one more failure at `now`.
    package func recordingFailure(_ record: LoginAttemptRecord?, at now: Date) -> LoginAttemptRecord {
        var next = record ?? LoginAttemptRecord(consecutiveFailures: 0, lockouts: 0, lockedUntil: nil)
        next.consecutiveFailures += 1
        if next.consecutiveFailures >= failuresBeforeLockout {
            next.lockouts += 1
            let delay = min(maximumDelay, initialDelay * Double(1 << min(next.lockouts - 1, 30)))
            next.lockedUntil = now.addingTimeInterval(delay)
        }
        return next
    }

    /// When attempts are refused until, or nil when allowed now.
    package func lockedUntil(_ record: LoginAttemptRecord?, at now: Date) -> Date? {
        guard let until = record?.lockedUntil, until > now else { return nil }
        return until
    }
}

/// `login-attempts.json`: failure counts per ID, so a restart does not reset throttling.
package struct LoginAttemptStore: Sendable {
    package let file: JSONFileStore<[String: LoginAttemptRecord]>

    package init(file: JSONFileStore<[String: LoginAttemptRecord]>) {
        self.file = file
    }

    package func record(for id: String) throws(StorageError) -> LoginAttemptRecord? {
        try file.load()?[id]
    }

    package func update(_ id: String, _ change: (LoginAttemptRecord?) -> LoginAttemptRecord?) throws(StorageError) {
        try file.update { records in
            var all = records ?? [:]
            all[id] = change(all[id])
            records = all.isEmpty && records == nil ? nil : all
        }
    }
}
