import Foundation

/// `session.json` as stored: `{"loggedIn": true, "userID": "…", "loggedInAt": "<ISO 8601>"}`.
struct LoginStateDocument: Codable, Equatable, Sendable {
    var loggedIn: Bool
    var userID: String?
    var loggedInAt: Date?

    static let loggedOut = LoginStateDocument(loggedIn: false, userID: nil, loggedInAt: nil)
}
