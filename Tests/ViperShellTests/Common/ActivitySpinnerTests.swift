import Synchronization
import Testing
@testable import DeveloperTools
@testable import ItemsDomain
@testable import ShellKit
@testable import ViperShell
import TestSupport

/// The spinner shows only for slow work, and erases itself.
struct ActivitySpinnerTests {
    private final class Capture: Sendable {
        let text = Mutex("")
        var written: String { text.withLock { $0 } }
    }

    @Test func quickWorkShowsNothing() async {
        let capture = Capture()
        let spinner = ActivitySpinner(isEnabled: true, label: "waiting", delay: .seconds(5), write: { text in capture.text.withLock { $0 += text } })
        #expect(await spinner.run { 42 } == 42)
        #expect(capture.written.isEmpty)
    }

    @Test func slowWorkSpinsThenErasesTheLine() async {
        let capture = Capture()
        let spinner = ActivitySpinner(isEnabled: true, label: "waiting", delay: .milliseconds(10), interval: .milliseconds(10),
                                      write: { text in capture.text.withLock { $0 += text } })
        // Slow work: it lasts until the spinner has drawn (the whole suite runs at once on two
        // cores, and long synchronous tests may hold both threads of the pool for minutes: up
        // to 300 s).
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(300)
        await spinner.run {
            while capture.written.isEmpty && clock.now < deadline { try? await Task.sleep(for: .milliseconds(20)) }
        }
        #expect(capture.written.hasPrefix("\r⠋ waiting"))
        #expect(capture.written.hasSuffix("\r\u{1B}[K"))
    }

    @Test func aDisabledSpinnerNeverWrites() async {
        let capture = Capture()
        let spinner = ActivitySpinner(isEnabled: false, label: "waiting", delay: .zero, write: { text in capture.text.withLock { $0 += text } })
        await spinner.run { try? await Task.sleep(for: .milliseconds(50)) }
        #expect(capture.written.isEmpty)
    }
}
