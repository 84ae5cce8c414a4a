import Synchronization

/// Counts the images fetched into the cache this session: the full-screen reader looks at it on
/// each tick and lays its article out again when it has moved, so an image appears as it arrives
/// (the article never waits for one).
package final class ImageArrivals: Sendable {
    private let count = Atomic(0)

    package init() {}

    /// How many images have arrived so far.
    package var generation: Int { count.load(ordering: .acquiring) }

    /// One more image is in the cache.
    func arrived() { count.add(1, ordering: .releasing) }
}
