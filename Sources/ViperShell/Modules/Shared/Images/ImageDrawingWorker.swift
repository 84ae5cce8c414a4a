import ArticleImages
import ShellKit
import Synchronization

/// Draws images on threads of its own for the reader, so that laying an article out never
/// waits for a decode: asked for rows it has not drawn, it answers nil and draws them in the
/// order asked, two at a time (the screen's images at once on two cores), then tells `arrivals`
/// (the reader lays the article out again and finds them ready). Drawn rows are kept for the most
/// recent 32 requests.
package final class ImageDrawingWorker: Sendable {
    typealias Request = ImageRowDrawer.Request

    private struct State {
        var drawn: [(request: Request, rows: [String])] = []
        var waiting: [Request] = []
        /// Taken by a thread, not drawn yet (asked again meanwhile, not queued twice).
        var drawing: [Request] = []
        /// Threads drawing now.
        var running = 0
    }

    private let drawer: ImageRowDrawer
    private let arrivals: ImageArrivals
    private let state = Mutex(State())
    private static let kept = 32
    private static let threads = 2

    package init(drawer: ImageRowDrawer, arrivals: ImageArrivals) {
        self.drawer = drawer
        self.arrivals = arrivals
    }

    /// The rows drawn for `request`, or nil while they are not: asked for the first time, the
    /// request is queued (an image not at hand is tried again each time it is asked for, since
    /// the fetcher may have brought it meanwhile).
    func rows(for request: Request) -> [String]? {
        enum Answer {
            case drawn([String])
            case queued(startsThread: Bool)
        }
        let answer: Answer = state.withLock { state in
            if let done = state.drawn.first(where: { $0.request == request }) { return .drawn(done.rows) }
            if !state.waiting.contains(request), !state.drawing.contains(request) { state.waiting.append(request) }
            guard state.running < Self.threads else { return .queued(startsThread: false) }
            state.running += 1
            return .queued(startsThread: true)
        }
        switch answer {
        case .drawn(let rows): return rows
        case .queued(let startsThread):
            if startsThread { DetachedThread.start { [self] in drainQueue() } }
            return nil
        }
    }

    private func drainQueue() {
        while let request = state.withLock({ state -> Request? in
            guard !state.waiting.isEmpty else {
                state.running -= 1
                return nil
            }
            let next = state.waiting.removeFirst()
            state.drawing.append(next)
            return next
        }) {
            let rows = drawer.rows(for: request)
            let drawn = state.withLock { state -> Bool in
                state.drawing.removeAll { $0 == request }
                guard let rows else { return false }
                state.drawn.append((request, rows))
                if state.drawn.count > Self.kept { state.drawn.removeFirst() }
                return true
            }
            if drawn { arrivals.arrived() }
        }
    }
}
