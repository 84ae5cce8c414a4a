import Foundation
@testable import ItemsModel
@testable import ShellKit
import Synchronization
import Testing
@testable import ViperShell

/// Answers token prompts from a queue and records what the Token presenter shows.
@MainActor final class TokenViewSpy: TokenViewInterface {
    var answers: [String?]
    var infos: [Message] = []
    /// What `token show` answered (standard output), apart from confirmations.
    var states: [Message] = []
    var errors: [Message] = []
    init(answers: [String?]) { self.answers = answers }
    func askForToken() -> String? { answers.isEmpty ? nil : answers.removeFirst() }
    func showInfo(_ message: Message) { infos.append(message) }
    func showTokenState(_ message: Message) { states.append(message) }
    func showError(_ message: Message) { errors.append(message) }
}

/// A token store in memory and an API that knows one token.
final class TokenInteractorSpy: TokenInteractorInterface, Sendable {
    let environmentToken: String?
    private let stored = Mutex<String?>(nil)
    private let asked = Mutex<[String]>([])
    let command: (command: String, token: String)?
    init(environmentToken: String? = nil, command: (command: String, token: String)? = nil) {
        self.environmentToken = environmentToken
        self.command = command
    }
    func commandToken() throws(QiitaAPIError) -> (command: String, token: String)? { command }
    var askedAbout: [String] { asked.withLock { $0 } }
    var current: String? { stored.withLock { $0 } }
    func storedToken() throws(StorageError) -> String? { stored.withLock { $0 } }
    func save(_ token: String) throws(StorageError) { stored.withLock { $0 = token } }
    func clear() throws(StorageError) -> Bool {
        stored.withLock { value in
            defer { value = nil }; return value != nil
        }
    }
    func owner(of token: String) async throws(QiitaAPIError) -> String {
        asked.withLock { $0.append(token) }
        guard token == "good-token-1234" else { throw .unauthorized(.candidate) }
        return "qiita_user"
    }
}
