/// Splash's use case: read the saved login state.
struct SplashInteractor: SplashInteractorInterface {
    let sessions: SessionStore

    func savedSession() async throws(StorageError) -> Session? {
        try sessions.load()
    }
}
