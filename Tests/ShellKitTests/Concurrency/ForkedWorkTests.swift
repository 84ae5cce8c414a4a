import Foundation
import Synchronization
import Testing
@testable import ShellKit

/// `ForkedWork` runs its body once on another thread while the caller goes on, and `join()`
/// gives the body's result after it ends, for many forks at once.
@Suite struct ForkedWorkTests {
    @Test func runsOnAnotherThreadAndJoinsItsResult() {
        let caller = pthread_self()
        let runs = Atomic<Int>(0)
        let forks = (0..<16).map { number in
            ForkedWork { () -> (Int, Bool) in
                runs.add(1, ordering: .sequentiallyConsistent)
                // Work long enough that the caller reaches join() first for some of them.
                let sum = (0..<(number * 20_000)).reduce(0, &+)
                return (sum, pthread_equal(pthread_self(), caller) == 0)
            }
        }
        let results = forks.map { $0.join() }
        #expect(runs.load(ordering: .sequentiallyConsistent) == 16)
        let expected = (0..<16).map { number in (0..<(number * 20_000)).reduce(0, &+) }
        #expect(results.map(\.0) == expected)
        #expect(!results.contains { !$0.1 })
    }

    @Test func joiningTwiceGivesTheSameResultAndAnUnjoinedForkEnds() {
        let fork = ForkedWork { 6 * 7 }
        #expect(fork.join() == 42)
        #expect(fork.join() == 42)
        let ended = Atomic<Bool>(false)
        do {
            // Dropped without a join: its deinit waits for it.
            _ = ForkedWork {
                usleep(20_000)
                ended.store(true, ordering: .sequentiallyConsistent)
                return 0
            }
        }
        let endedBeforeHere = ended.load(ordering: .sequentiallyConsistent)
        #expect(endedBeforeHere)
    }

    /// The processors online, as getconf counts them.
    @Test func availableProcessorsIsWhatGetconfSays() throws {
        let getconf = Process()
        getconf.executableURL = URL(fileURLWithPath: "/usr/bin/getconf")
        getconf.arguments = ["_NPROCESSORS_ONLN"]
        let output = Pipe()
        getconf.standardOutput = output
        try getconf.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        getconf.waitUntilExit()
        #expect(AvailableProcessors.count == Int(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    }
}
