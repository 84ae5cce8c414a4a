/// The best `count` of `n` candidates, best first, without sorting them all: a bounded heap
/// holds the best so far with its worst on top, so most candidates cost one comparison.
/// `isBetter(a, b)` must be a strict total order over candidate indices.
enum BestFirst {
    static func best(_ count: Int, of n: Int, isBetter: (Int, Int) -> Bool) -> [Int] {
        guard count < n else { return (0..<n).sorted(by: isBetter) }
        guard count > 0 else { return [] }
        // heap[0] is the worst kept: a min-heap under "better".
        var heap: [Int] = []
        heap.reserveCapacity(count)
        func siftUp(_ start: Int) {
            var child = start
            while child > 0 {
                let parent = (child - 1) / 2
                guard isBetter(heap[parent], heap[child]) else { return }
                heap.swapAt(parent, child)
                child = parent
            }
        }
        func siftDown() {
            var parent = 0
            while true {
                let (left, right) = (2 * parent + 1, 2 * parent + 2)
                var worst = parent
                if left < heap.count, isBetter(heap[worst], heap[left]) { worst = left }
                if right < heap.count, isBetter(heap[worst], heap[right]) { worst = right }
                guard worst != parent else { return }
                heap.swapAt(parent, worst)
                parent = worst
            }
        }
        for candidate in 0..<n {
            if heap.count < count {
                heap.append(candidate)
                siftUp(heap.count - 1)
            } else if isBetter(candidate, heap[0]) {
                heap[0] = candidate
                siftDown()
            }
        }
        return heap.sorted(by: isBetter)
    }
}
