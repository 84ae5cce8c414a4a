/// What can go wrong with one of the shell's state files. Each case names the file.
public enum StorageError: Error, Equatable, Sendable {
    /// The file did not parse; it was moved aside to `movedTo` and nothing was overwritten.
    case corrupt(path: String, movedTo: String)
    /// The file exists but could not be read (permissions, I/O error).
    case unreadable(path: String, reason: String)
    /// The file or its folder could not be written (permissions, full disk, read-only file system).
    case unwritable(path: String, reason: String)

    /// The one-line message for the user.
    public var message: Message {
        switch self {
        case let .corrupt(path, movedTo): Message(ShellMessage.storageCorrupt, path, movedTo)
        case let .unreadable(path, reason):
            Message(ShellMessage.storageUnreadable, parts: [.text(path), .systemReason(reason)])
        case let .unwritable(path, reason):
            Message(ShellMessage.storageUnwritable, parts: [.text(path), .systemReason(reason)])
        }
    }
}
