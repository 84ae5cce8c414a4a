import Dispatch
import Foundation
import Synchronization

/// Runs another stream on a thread of its own, a few batches ahead of the reader, so that an
/// import decodes JSON (and works out each item's two-character index words) on one core
/// while SQLite writes on the other. The items, and the error
/// that ends the stream, arrive in the order the inner stream gave them. Releasing this stream
/// stops the thread and waits for it (so the inner stream, and the file it reads, is let go).
package final class PrefetchingItemStream: ItemStream {
    /// Items decoded together, with how far through its source the inner stream then was.
    private struct Batch: Sendable {
        var items: [(item: QiitaItem, values: ItemRowValues)] = []
        var fraction: Double = 0
        var error: ItemSourceError?
        var isLast = false
    }

    /// Hands the inner stream to the thread that alone uses it from then on.
    private struct Handover: @unchecked Sendable {
        var stream: any ItemStream
    }

    /// What the reader and the decoding thread share.
    private final class Channel: Sendable {
        let ready = Mutex<[Batch]>([])
        let filled = DispatchSemaphore(value: 0)
        /// Batches that may still be decoded ahead. Made at 0 and signalled `depth` times:
        /// libdispatch traps when a semaphore is freed below the value it was made with.
        let free = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        let stopRequested = Atomic<Bool>(false)

        init(depth: Int) {
            for _ in 0..<depth { free.signal() }
        }
    }

    private let channel: Channel
    private var current: [(item: QiitaItem, values: ItemRowValues)] = []
    private var position = 0
    private var last: Batch?
    package private(set) var fractionRead: Double = 0

    /// Starts reading `stream` in batches of `batchSize`, at most `depth` batches ahead.
    package init(_ stream: consuming any ItemStream, batchSize: Int = 64, depth: Int = 16) {
        let channel = Channel(depth: depth)
        self.channel = channel
        let handover = Handover(stream: stream)
        let thread = Thread {
            var stream = handover.stream
            while true {
                channel.free.wait()
                if channel.stopRequested.load(ordering: .relaxed) { break }
                var batch = Batch()
                do throws(ItemSourceError) {
                    while batch.items.count < batchSize, let item = try stream.next() {
                        batch.items.append((item, ItemRowValues(of: item)))
                    }
                    batch.isLast = batch.items.count < batchSize
                } catch {
                    batch.error = error
                    batch.isLast = true
                }
                batch.fraction = stream.fractionRead
                channel.ready.withLock { $0.append(batch) }
                channel.filled.signal()
                if batch.isLast { break }
            }
            channel.finished.signal()
        }
        thread.name = "viper-shell import decoder"
        thread.start()
    }

    deinit {
        channel.stopRequested.store(true, ordering: .relaxed)
        channel.free.signal()
        channel.finished.wait()
    }

    package func next() throws(ItemSourceError) -> QiitaItem? {
        try nextWithValues()?.item
    }

    package func nextWithValues() throws(ItemSourceError) -> (item: QiitaItem, values: ItemRowValues)? {
        while true {
            if position < current.count {
                defer { position += 1 }
                return current[position]
            }
            if let last {
                if let error = last.error { throw error }
                return nil
            }
            channel.filled.wait()
            let batch = channel.ready.withLock { $0.removeFirst() }
            channel.free.signal()
            current = batch.items
            position = 0
            fractionRead = batch.fraction
            if batch.isLast { last = batch }
        }
    }
}
