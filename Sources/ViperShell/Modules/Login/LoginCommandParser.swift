import ShellKit

/// Login's command lines as events, or the usage error the view shows instead. A missing ID
/// is left to the presenter (it is "" in the event), which says how to give one.
@MainActor package enum LoginCommandParser {
    /// The event for `command`, or its usage error; nil for a name that is none of Login's.
    package static func event(for command: CommandInvocation) -> Result<LoginViewEvent, CommandUsageError>? {
        let arguments = CommandArguments(command)
        switch command.name {
        case LoginView.register.name, LoginView.login.name:
            let isLogin = command.name == LoginView.login.name
            guard arguments.words.count <= 1 else {
                return .failure(arguments.tooMany(usage: isLogin ? LoginView.login.usage : LoginView.register.usage))
            }
            let id = arguments.words.first ?? ""
            return .success(isLogin ? .login(id: id) : .register(id: id))
        case LoginView.whoami.name, LoginView.logout.name:
            guard arguments.words.isEmpty else { return .failure(arguments.tooMany(usage: command.name)) }
            return .success(command.name == LoginView.whoami.name ? .whoami : .logout)
        default:
            return nil
        }
    }
}
