import ShellKit

/// Why a qiita-cli file could not be read as an article, or written back after publishing: one
/// line naming the file and what to do.
package struct ArticleFileError: Error, Equatable, Sendable {
    package var message: Message

    package init(_ message: Message) { self.message = message }

    /// The English line, kept with an outbox entry held because of it.
    package var reason: String { message.text(in: .english) }
}
