import CodeHighlighting
import ShellKit
import Synchronization

/// The last few things laid out for the terminal, by everything the layout depends on, so that
/// showing the same thing again does not lay it out again: an article body read twice (`open`,
/// `back`, `open`), a listing page shown again (`back`, `prev`, `refresh` with no change).
/// Lives as long as the shell (`AppDependencies`); looked up by equality among at most
/// `capacity` entries, most recent first.
///
/// `Key` is only required to be `Equatable` by `lines(for:render:)`: a requirement on the type
/// would be checked by a scan of every conformance in the binary when the shell starts.
package final class RenderedLinesCache<Key: Sendable>: Sendable {
    private let capacity: Int
    private let entries = Mutex<[(key: Key, lines: [String])]>([])

    package init(capacity: Int = 16) {
        self.capacity = capacity
    }
}

extension RenderedLinesCache where Key: Equatable {
    /// The lines laid out for `key`, from `render` the first time.
    package func lines(for key: Key, render: () -> [String]) -> [String] {
        let known = entries.withLock { entries -> [String]? in
            guard let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
            let entry = entries.remove(at: index)
            entries.insert(entry, at: 0)
            return entry.lines
        }
        if let known { return known }
        let rendered = render()
        entries.withLock { entries in
            entries.insert((key, rendered), at: 0)
            if entries.count > capacity { entries.removeLast() }
        }
        return rendered
    }
}

/// What an article body's layout depends on.
package struct RenderedBodyKey: Equatable, Sendable {
    package let body: String
    package let width: Int
    package let styled: Bool
    package let hyperlinks: Bool
    /// `set theme`: code is coloured for a dark or a light background.
    package var codeTheme = CodeTheme.dark
}

/// What a listing page's layout depends on.
package struct RenderedListingKey: Equatable, Sendable {
    package let listing: ItemListingViewModel
    package let width: Int
    package let styled: Bool
    package let language: Language
}
