@testable import CatalogueImport
import Dispatch
import Foundation
import Synchronization
import Testing

/// Values cross from one thread to another in order, and either side can end the handoff
/// without leaving the other waiting.
/// A handoff that leaves a side waiting hangs; the time limit turns that into a failure.
@Suite(.timeLimit(.minutes(1))) struct HandoffQueueTests {
    @Test func valuesArriveInOrderThenNil() {
        let queue = HandoffQueue<Int>(depth: 3)
        let producer = Thread {
            for value in 0..<1_000 { queue.put(value) }
            queue.close()
        }
        producer.start()
        var received: [Int] = []
        while let value = queue.take() { received.append(value) }
        #expect(received == Array(0..<1_000))
        #expect(queue.take() == nil, "and nil again after the end")
    }

    @Test func stoppingReleasesAProducerWaitingForRoom() {
        let queue = HandoffQueue<Int>(depth: 1)
        let results = Mutex<[Bool]>([])
        let done = DispatchSemaphore(value: 0)
        let producer = Thread {
            for value in 0..<3 {
                let handed = queue.put(value)
                results.withLock { $0.append(handed) }
            }
            done.signal()
        }
        producer.start()
        #expect(queue.take() == 0)
        queue.stop()
        done.wait()
        // The first put fits, the second waits for the room the take made or is refused; the
        // third comes after the stop or waits for room that never comes until the stop.
        let handed = results.withLock { $0 }
        #expect(handed.count == 3 && handed[0] && !handed[2])
        #expect(queue.take() == nil)
    }

    @Test func stoppingReleasesAWaitingConsumer() {
        let queue = HandoffQueue<Int>(depth: 2)
        let stopper = Thread {
            Thread.sleep(forTimeInterval: 0.05)
            queue.stop()
        }
        stopper.start()
        #expect(queue.take() == nil)
        #expect(!queue.put(1), "a stopped handoff takes nothing more")
    }
}
