import Foundation
import TestSupport

/// The setup the live-source end-to-end suites share: a fresh home (`home` in a new temporary
/// folder, not created, so the shell makes it) and Scripts/qiita-fixture-server started for the
/// shell to ask. Both go when the test lets go of them: the folder is removed and the server stopped.
struct LiveShellHome: Sendable {
    static let password = "live-Passw0rd!"
    let folder: TemporaryDirectory
    let home: String
    let server: QiitaFixtureServer

    init(server: QiitaFixtureServer? = nil) throws {
        folder = try TemporaryDirectory()
        home = folder.file("home")
        self.server = try server ?? QiitaFixtureServer()
    }

    /// Runs the built shell on `home`, asking the fixture server (`--api-url`), with `arguments`
    /// after that and COLUMNS=100.
    func run(_ arguments: [String], input: String = "") async throws -> ShellProcess.Outcome {
        try await ShellProcess.run(
            home: home, ["--api-url", server.baseURL.absoluteString] + arguments,
            input: input, environment: ["COLUMNS": "100"])
    }
}
