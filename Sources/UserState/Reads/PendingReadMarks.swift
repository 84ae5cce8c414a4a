import Dispatch
import ItemsModel
import ShellKit
import Synchronization

/// Read marks made but not yet in `reads.json`, written behind the commands that made them:
/// together, at most `delay` after the first of them, on a queue of their own; and at once by
/// `flush` (when the shell exits, or a signal is about to end it) and `afterFlushing` (before
/// an unmark or a clear changes the file).
///
/// Opening an item must not wait for a locked rewrite of the file and its fsync: a script that
/// opens two thousand items wrote the file two thousand times. A mark is kept here until it is
/// written, so the shell that made it sees it at once (`ReadStateStore.marks` lays these over
/// the file), and a failed write keeps it for the next attempt and is reported by whatever
/// writes next (a mark, an unmark, a clear, the flush at exit). Another shell sees a mark once
/// it is written; one lost with the process (a crash or `kill -9` within `delay`) is a mark,
/// never the file.
package final class PendingReadMarks: Sendable {
    /// One mark and whose it is.
    package struct Entry: Sendable {
        package let userID: String
        package let mark: ReadMark

        package init(userID: String, mark: ReadMark) {
            self.userID = userID
            self.mark = mark
        }
    }

    private struct State {
        /// The marks in the order made, each numbered; at most one per user and item (a later
        /// mark of an item replaces its earlier one, as it does in the file).
        var entries: [(number: Int, entry: Entry)] = []
        var lastNumber = 0
        var version = 0
        var scheduled = false
        var failure: StorageError?
        var hasKeptAMark = false
    }

    private let state = Mutex(State())
    private let queue = DispatchQueue(label: "viper-shell.read-marks")
    private let delay: Duration
    private let write: @Sendable ([Entry]) throws(StorageError) -> Void
    private let whenMarksWait: (@Sendable (_ flush: @escaping @Sendable () -> Void) -> Void)?

    /// `write` applies the entries, in order, to the file (under its lock). `whenMarksWait` is
    /// called once, as the first mark is kept, with a function that writes what is kept (the
    /// shell hooks it to the signals that would end the process).
    package init(
        delay: Duration, write: @escaping @Sendable ([Entry]) throws(StorageError) -> Void,
        whenMarksWait: (@Sendable (_ flush: @escaping @Sendable () -> Void) -> Void)? = nil
    ) {
        self.delay = delay
        self.write = write
        self.whenMarksWait = whenMarksWait
    }

    /// Keeps the mark, and schedules a write when none is scheduled.
    package func add(_ entry: Entry) {
        let (schedules, isFirst) = state.withLock { state -> (Bool, Bool) in
            state.entries.removeAll { $0.entry.userID == entry.userID && $0.entry.mark.item.id == entry.mark.item.id }
            state.lastNumber += 1
            state.entries.append((state.lastNumber, entry))
            state.version += 1
            defer { state.scheduled = true; state.hasKeptAMark = true }
            return (!state.scheduled, !state.hasKeptAMark)
        }
        if isFirst { whenMarksWait? { try? self.flush() } }
        guard schedules else { return }
        let (seconds, attoseconds) = delay.components
        let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
        queue.asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) { _ = self.writeKept() }
    }

    /// The marks not written yet, of one user, oldest first, and a number that changes whenever
    /// the marks kept change (so a list they were laid over can be kept while it does not).
    package func entries(for userID: String) -> (marks: [ReadMark], version: Int) {
        state.withLock { state in
            (state.entries.lazy.filter { $0.entry.userID == userID }.map(\.entry.mark), state.version)
        }
    }

    /// The last write's failure, when it failed and nothing was written since.
    package var failure: StorageError? { state.withLock { $0.failure } }

    /// Writes every kept mark now (after a write in progress); throws when that fails, the marks
    /// kept for the next attempt.
    package func flush() throws(StorageError) {
        if let failure = queue.sync(execute: { writeKept() }) { throw failure }
    }

    /// Runs `body` on the writing queue after the kept marks are written, so that nothing written
    /// behind lands after it.
    package func afterFlushing<Value: Sendable>(_ body: () throws(StorageError) -> Value) throws(StorageError) -> Value
    {
        let outcome: Result<Value, StorageError> = queue.sync {
            if let failure = writeKept() { return .failure(failure) }
            do throws(StorageError) { return .success(try body()) } catch { return .failure(error) }
        }
        return try outcome.get()
    }

    /// Writes what is kept (on the queue); the failure, if the write failed.
    private func writeKept() -> StorageError? {
        let batch = state.withLock { state -> [(number: Int, entry: Entry)] in
            state.scheduled = false
            return state.entries
        }
        guard let last = batch.last?.number else { return nil }
        do {
            try write(batch.map(\.entry))
        } catch {
            state.withLock { $0.failure = error }
            return error
        }
        // Marks made meanwhile have higher numbers (one replacing a mark of the batch included).
        state.withLock { state in
            state.entries.removeAll { $0.number <= last }
            state.version += 1
            state.failure = nil
        }
        return nil
    }
}
