import Synchronization

/// Notices raised away from the screen (a state file found corrupt and moved aside while a
/// store was read), held until the screen next writes, so they appear before the output of the
/// command that ran into them.
public final class NoticeBoard: Sendable {
    private let pending = Mutex<[Message]>([])

    public init() {}

    public func post(_ message: Message) {
        pending.withLock { $0.append(message) }
    }

    /// The notices posted since the last call, oldest first.
    public func take() -> [Message] {
        pending.withLock { notices in
            defer { notices.removeAll() }
            return notices
        }
    }
}
