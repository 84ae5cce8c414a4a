import QiitaAPI
import ShellKit

/// The terminal's spinner is what the domain's API client shows while a request runs.
extension ActivitySpinner: RequestActivity {}
