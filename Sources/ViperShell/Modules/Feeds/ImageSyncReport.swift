/// What `sync --images` did with the mirror's images: how many it found, how many were cached
/// already, fetched now, refused (not an image shown here, over the limits) or failed (the
/// network, the server), and whether Ctrl-C stopped it.
package struct ImageSyncReport: Equatable, Sendable {
    package var found = 0
    package var alreadyCached = 0
    package var fetched = 0
    package var refused = 0
    package var failed = 0
    package var interrupted = false

    package init() {}
}
