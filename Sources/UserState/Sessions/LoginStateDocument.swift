import FoundationEssentials
import ShellKit

/// `session.json` as stored: `{"loggedIn": true, "userID": "…", "loggedInAt": "<ISO 8601>"}`.
package struct LoginStateDocument: Codable, Equatable, Sendable {
    package var loggedIn: Bool
    package var userID: String?
    package var loggedInAt: Date?

    package static let loggedOut = LoginStateDocument(loggedIn: false, userID: nil, loggedInAt: nil)
}
