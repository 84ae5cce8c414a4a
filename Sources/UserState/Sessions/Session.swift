import FoundationEssentials
import ShellKit

/// A logged-in user: who, and since when.
public struct Session: Equatable, Sendable {
    public let userID: String
    public let loggedInAt: Date

    public init(userID: String, loggedInAt: Date) {
        self.userID = userID
        self.loggedInAt = loggedInAt
    }
}
