import ShellHost
import ShellKit
import UserState

/// Owns the active module and switches modules (Splash → Login → Items → ItemDetail or Tags, and
/// back). The Login module stays attached while logged in, for `whoami` and `logout`, and so does
/// the Feeds module, for `follow`, `sync` and `watch`. Keeps the
/// history of places (listings, an author's page, the tags) that `back` returns to, across
/// modules, as a browser keeps its back list. It reaches a module through its presenter (the
/// listing's, to show a tag's items or go back to it), never through its view; each route
/// returns how what the module arriving showed went.
@MainActor package final class RootWireframe: AppRouting {
    private let dependencies: AppDependencies
    /// Active module last: Items at the bottom, an item or the tags over it.
    private var stack: [ShellModule] = []
    /// The Items module at the bottom, with its presenter: where routes into the listing go.
    private var items: (view: ShellModule, listing: ListingReturnTarget)?
    private var places = PlaceHistory()
    private var loginModule: ShellModule?
    private var tokenModule: ShellModule?
    /// Feeds' commands for the logged-in user (made on first use, dropped at logout).
    private var feedsModule: (userID: String, module: ShellModule)?
    /// Account's commands (the outbox, publishing) for the logged-in user, made on first use.
    private var accountModule: (userID: String, module: ShellModule)?
    /// Who is logged in, as far as routing knows (for the prompt).
    private(set) var session: Session?

    package init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    /// Runs Splash, which routes on to Login or Items.
    package func start() async {
        let splash = SplashWireframe.build(dependencies: dependencies, router: self)
        stack = [splash]
        // Nothing ran yet: what starting up shows has no command to fail.
        _ = await splash.didBecomeActive()
    }

    package var activeModule: ShellModule? { stack.last }

    /// The modules whose commands apply now: the active one, the ones below it (a listing
    /// under an open item), then Login's account commands and Token's.
    package var commandModules: [ShellModule] {
        var modules = Array(stack.reversed())
        if let login = loginModule, !modules.contains(where: { $0 === login }) { modules.append(login) }
        if let session { modules += [attachedFeedsModule(for: session), attachedAccountModule(for: session)] }
        modules.append(attachedTokenModule())
        return modules
    }

    /// Every command of every module, whether it applies now or not (for `help COMMAND`).
    package var everyCommand: [CommandDescriptor] { Self.everyCommand }

    /// `everyCommand`, built once (the shell asks for it at every command).
    private static let everyCommand: [CommandDescriptor] =
        [LoginView.register, LoginView.login, LoginView.whoami, LoginView.logout] + ItemsView.all + ItemDetailView.all
        + FeedsView.all + AccountView.all + [TokenView.token]

    private func attachedFeedsModule(for session: Session) -> ShellModule {
        if let feedsModule, feedsModule.userID == session.userID { return feedsModule.module }
        let module = FeedsWireframe.build(dependencies: dependencies, session: session)
        feedsModule = (session.userID, module)
        return module
    }

    /// Whether a request reached Qiita since this was last asked.
    var reachedQiita: Bool { dependencies.reachedQiita.take() }

    /// Sends what waits in the logged-in user's outbox (nothing said when nothing waits).
    func sendWaitingActions() async -> CommandOutcome {
        guard let session, let view = attachedAccountModule(for: session) as? AccountView else { return .success }
        return await view.presenter.sendWaiting()
    }

    private func attachedAccountModule(for session: Session) -> ShellModule {
        if let accountModule, accountModule.userID == session.userID { return accountModule.module }
        let module = AccountWireframe.build(dependencies: dependencies, session: session)
        accountModule = (session.userID, module)
        return module
    }

    private func attachedTokenModule() -> ShellModule {
        if let tokenModule { return tokenModule }
        let module = TokenWireframe.build(dependencies: dependencies)
        tokenModule = module
        return module
    }

    /// Makes a module below the active one active again (typing `search` in an open item goes
    /// back to the listing). The Login module is attached, not stacked: it is left alone.
    package func bringForward(_ module: ShellModule) {
        guard let index = stack.firstIndex(where: { $0 === module }), index < stack.count - 1 else { return }
        // Leaving the tags for the listing is leaving a place (`back` returns to the tags); an
        // item is not one.
        if stack[(index + 1)...].contains(where: { $0 is PlaceModule }) { places.leave() }
        stack.removeSubrange((index + 1)...)
    }

    // MARK: - Places

    package func didArrive(at place: ShellPlace) {
        places.arrive(at: place)
    }

    /// A place to return to, or a module over the listing to close.
    package var canGoBack: Bool { places.canGoBack || stack.count > 1 }

    package func forgetPlaces() {
        places.clear()
    }

    /// The previous place, shown again as it was; with none recorded (the tags opened over a
    /// listing that showed nothing), the module below.
    private func goBack() async -> CommandOutcome {
        guard let place = places.back() else {
            guard stack.count > 1 else { return .success }
            places.forgetCurrent()
            stack.removeSubrange(1...)
            return await stack.last?.didBecomeActive() ?? .success
        }
        switch place {
        case .listing(let listing):
            guard let items = listingAtBottom() else { return .success }
            stack = [items.view]
            return await items.listing.didGoBack(to: listing)
        case .tags(let tags):
            guard session != nil, let items = stack.first else { return .success }
            let module = TagsWireframe.build(
                request: TagsRequest(returningTo: tags, format: dependencies.outputFormat),
                dependencies: dependencies, router: self)
            stack = [items, module]
            return await module.didBecomeActive()
        }
    }

    /// The Items module when it is at the bottom of the stack.
    private func listingAtBottom() -> (view: ShellModule, listing: ListingReturnTarget)? {
        guard let items, stack.first === items.view else { return nil }
        return items
    }

    /// `login> ` when logged out, `alice1234@items> ` when logged in.
    package var prompt: String {
        let name = activeModule?.promptName ?? "viper"
        guard let session else { return "\(name)> " }
        return "\(session.userID)@\(name)> "
    }

    package func route(to route: AppRoute) async -> CommandOutcome {
        switch route {
        case .login:
            session = nil
            places.clear()
            items = nil
            let login = attachedLoginModule()
            stack = [login]
            return await login.didBecomeActive()
        case .items(let session):
            self.session = session
            places.clear()
            let attached = await attachedLoginModule().didBecomeActive()
            let module = ItemsWireframe.build(dependencies: dependencies, router: self, session: session)
            items = module
            stack = [module.view]
            return attached.then(await module.view.didBecomeActive())
        case .itemDetail(let request):
            guard let session else { return .success }
            let detail = ItemDetailWireframe.build(
                request: request, dependencies: dependencies, router: self, session: session)
            stack.append(detail)
            return await detail.didBecomeActive()
        case .tags(let request):
            guard session != nil else { return .success }
            places.leave()
            let tags = TagsWireframe.build(request: request, dependencies: dependencies, router: self)
            stack.append(tags)
            return await tags.didBecomeActive()
        case .listing(let kind):
            guard let items = listingAtBottom() else { return .success }
            places.leave()
            stack = [items.view]
            return await items.listing.didChoose(kind)
        case .back(let position):
            return await leaveItem { await $0.didReturn(to: position) }
        case .leaveReader(let position):
            return await leaveItem { await $0.didLeaveReader(at: position) }
        case .previousPlace:
            return await goBack()
        }
    }

    /// Closes the item on top; the listing under it is told how (`returning`), any other module
    /// just becomes active again.
    private func leaveItem(
        returning: (ListingReturnTarget) async -> CommandOutcome
    ) async -> CommandOutcome {
        guard stack.count > 1 else { return .success }
        stack.removeLast()
        if let items, stack.last === items.view { return await returning(items.listing) }
        return await stack.last?.didBecomeActive() ?? .success
    }

    private func attachedLoginModule() -> ShellModule {
        if let loginModule { return loginModule }
        let module = LoginWireframe.build(dependencies: dependencies, router: self)
        loginModule = module
        return module
    }
}
