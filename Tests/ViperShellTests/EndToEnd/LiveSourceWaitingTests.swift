import Foundation
import Testing
import TestSupport

/// Waiting for the live API costs the shell no CPU: measured on the built binary.
@Suite struct LiveSourceWaitingTests {
    let server: QiitaFixtureServer

    init() throws {
        server = try QiitaFixtureServer()
    }

    /// The shell itself, waiting for a server that never answers: its own CPU time (from
    /// `wait4`, so other tests running meanwhile do not count) stays far below the wait.
    @Test func waitingForASilentServerCostsAlmostNoCPU() async throws {
        try await server.fail("timeout")
        let home = try TemporaryDirectory()
        let measure = """
            import os, subprocess, sys
            p = subprocess.Popen(sys.argv[1:], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
            p.stdin.write(b"a-token\\n"); p.stdin.close()
            errors = p.stderr.read().decode()
            _, status, usage = os.wait4(p.pid, 0)
            print(f"{usage.ru_utime + usage.ru_stime:.3f}")
            print(errors, end="")
            """
        let outcome = try await InstallEndToEndTests.run([
            "python3", "-c", measure, try ShellProcess.executable(), "--home", home.path,
            "--api-url", server.baseURL.absoluteString, "--timeout", "3", "-c", "token set",
        ])
        let lines = outcome.stdout.split(separator: "\n")
        let cpu = try #require(lines.first.flatMap { Double($0) }, "\(outcome.stdout)\(outcome.stderr)")
        #expect(lines.contains { $0.contains("did not answer within 3 s") }, "\(outcome.stdout)")
        // Generous: a debug build starting up, then 3 s of waiting (it was 3.1 s of CPU before).
        #expect(cpu < 0.6, "waiting 3 s for the API used \(cpu) s of CPU")
    }
}
