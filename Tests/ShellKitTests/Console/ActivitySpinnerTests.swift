import Foundation
import Synchronization
import Testing
@testable import ShellKit
import TestSupport

/// The spinner shows only for slow work, and erases itself.
struct ActivitySpinnerTests {
    private final class Capture: Sendable {
        let text = Mutex("")
        var written: String { text.withLock { $0 } }
    }

    @Test func quickWorkShowsNothing() async {
        let capture = Capture()
        let spinner = ActivitySpinner(
            isEnabled: true, label: "waiting", delay: .seconds(5),
            write: { text in capture.text.withLock { $0 += text } })
        #expect(await spinner.run { 42 } == 42)
        #expect(capture.written.isEmpty)
    }

    @Test func slowWorkSpinsThenErasesTheLine() async {
        let capture = Capture()
        let spinner = ActivitySpinner(
            isEnabled: true, label: "waiting", delay: .milliseconds(10), interval: .milliseconds(10),
            write: { text in capture.text.withLock { $0 += text } })
        // Slow work: it lasts until the spinner has drawn. The spinner draws on a dispatch queue
        // of its own, so it draws even while long synchronous tests hold every thread of the
        // cooperative pool (a task-driven spinner once drew nothing for 300 s in a loaded run);
        // the deadline only ends a spinner that never draws.
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(300)
        await spinner.run {
            while capture.written.isEmpty && clock.now < deadline { try? await Task.sleep(for: .milliseconds(20)) }
        }
        #expect(capture.written.hasPrefix("\r⠋ waiting"))
        #expect(capture.written.hasSuffix("\r\u{1B}[K"))
    }

    /// Synchronous work holding every thread of the cooperative pool (this test's own included)
    /// does not stop the spinner: it keeps its own time.
    @Test func theSpinnerDrawsWhileEveryThreadOfThePoolIsBlocked() async {
        let capture = Capture()
        let spinner = ActivitySpinner(
            isEnabled: true, label: "waiting", delay: .milliseconds(10), interval: .milliseconds(10),
            write: { text in capture.text.withLock { $0 += text } })
        let released = Capture()
        for _ in 0..<ProcessInfo.processInfo.activeProcessorCount {
            Task.detached { while released.written.isEmpty { usleep(1_000) } }
        }
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(60)
        await spinner.run {
            while capture.written.isEmpty && clock.now < deadline { usleep(1_000) }
        }
        released.text.withLock { $0 = "released" }
        #expect(capture.written.hasPrefix("\r⠋ waiting"))
        #expect(capture.written.hasSuffix("\r\u{1B}[K"))
    }

    @Test func aDisabledSpinnerNeverWrites() async {
        let capture = Capture()
        let spinner = ActivitySpinner(
            isEnabled: false, label: "waiting", delay: .zero, write: { text in capture.text.withLock { $0 += text } })
        await spinner.run { try? await Task.sleep(for: .milliseconds(50)) }
        #expect(capture.written.isEmpty)
    }
}
