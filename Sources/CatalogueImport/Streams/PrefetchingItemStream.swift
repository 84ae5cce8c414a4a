import CatalogueStore
import Dispatch
import FoundationEssentials
import ItemsModel
import ShellKit

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

    private let handoff: HandoffQueue<Batch>
    private let finished: DispatchSemaphore
    private var current: [(item: QiitaItem, values: ItemRowValues)] = []
    private var position = 0
    private var last: Batch?
    package private(set) var fractionRead: Double = 0

    /// Starts reading `stream` in batches of `batchSize`: at most `depth` batches wait for the
    /// reader while the thread decodes the next.
    package init(_ stream: consuming any ItemStream, batchSize: Int = 64, depth: Int = 16) {
        let handoff = HandoffQueue<Batch>(depth: depth)
        let finished = DispatchSemaphore(value: 0)
        self.handoff = handoff
        self.finished = finished
        let handover = Handover(stream: stream)
        DetachedThread.start {
            var stream = handover.stream
            while !handoff.isStopped {
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
                if !handoff.put(batch) || batch.isLast { break }
            }
            finished.signal()
        }
    }

    deinit {
        handoff.stop()
        finished.wait()
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
            // The thread hands over a last batch before it ends, and only this stream stops it.
            guard let batch = handoff.take() else { return nil }
            current = batch.items
            position = 0
            fractionRead = batch.fraction
            if batch.isLast { last = batch }
        }
    }
}
