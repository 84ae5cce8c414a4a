import ShellKit
import Synchronization

/// The last few article bodies rendered for the terminal, so that reading an item again (`open`,
/// `back`, `open` the same item; `next` and `prev` over the same page) does not lay its Markdown
/// out again. Keyed by everything the layout depends on: the body text, the width and whether
/// styling is on. Lives as long as the shell (`AppDependencies`).
package final class RenderedBodyCache: Sendable {
    private struct Key: Hashable {
        let body: String
        let width: Int
        let styled: Bool
    }

    private struct State {
        var lines: [Key: [String]] = [:]
        /// Keys from least to most recently used.
        var order: [Key] = []
    }

    private let capacity: Int
    private let state = Mutex(State())

    package init(capacity: Int = 16) {
        self.capacity = capacity
    }

    /// The rendered lines of `body`, from `render` the first time.
    package func lines(for body: String, width: Int, styled: Bool, render: () -> [String]) -> [String] {
        let key = Key(body: body, width: width, styled: styled)
        let known = state.withLock { state -> [String]? in
            guard let known = state.lines[key] else { return nil }
            state.order.removeAll { $0 == key }
            state.order.append(key)
            return known
        }
        if let known { return known }
        let rendered = render()
        state.withLock { state in
            guard state.lines.updateValue(rendered, forKey: key) == nil else { return }
            state.order.append(key)
            if state.order.count > capacity { state.lines[state.order.removeFirst()] = nil }
        }
        return rendered
    }
}
