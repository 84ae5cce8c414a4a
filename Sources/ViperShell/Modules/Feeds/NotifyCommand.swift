import Foundation

/// Runs the `notify-command` setting with `/bin/sh -c`, the news in its environment, its
/// output left on the terminal (a notifier may print), standard input closed.
package enum NotifyCommand {
    package static func run(_ command: String, environment: [String: String]) async -> NotifyOutcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return .failed(127) }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                process.waitUntilExit()
                continuation.resume()
            }
        }
        return process.terminationStatus == 0 ? .ran : .failed(process.terminationStatus)
    }
}
