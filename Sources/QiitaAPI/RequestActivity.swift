/// What the app shows while a request to the API runs (a spinner at a terminal). The domain
/// only brackets the work with it; the app side implements it.
package protocol RequestActivity: Sendable {
    func run<T, E: Error>(_ body: () async throws(E) -> T) async throws(E) -> T
}

/// No indication at all: scripts, tests.
package struct SilentActivity: RequestActivity {
    package init() {}

    package func run<T, E: Error>(_ body: () async throws(E) -> T) async throws(E) -> T {
        try await body()
    }
}
