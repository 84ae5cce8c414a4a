import Synchronization

/// A size limit in bytes that a setting changes and other threads read (`set image-cache`): one
/// instance shared by the setting and what it bounds.
package final class ByteBound: Sendable {
    private let bytes: Atomic<Int>

    package init(_ bytes: Int) { self.bytes = Atomic(bytes) }

    /// The limit now.
    package var value: Int {
        get { bytes.load(ordering: .relaxed) }
        set { bytes.store(newValue, ordering: .relaxed) }
    }
}
