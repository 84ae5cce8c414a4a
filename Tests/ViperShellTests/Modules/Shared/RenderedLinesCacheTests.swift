import Synchronization
import Testing
@testable import ViperShell

/// Laid-out lines are reused for an equal key, laid out again for any other, and the least
/// recently used entry makes room once the cache is full.
@Suite struct RenderedLinesCacheTests {
    @Test func equalKeysReuseAndTheLeastRecentlyUsedGoes() {
        let cache = RenderedLinesCache<RenderedBodyKey>(capacity: 2)
        let renders = Mutex(0)
        func show(_ body: String, width: Int = 80, styled: Bool = false) -> [String] {
            cache.lines(for: RenderedBodyKey(body: body, width: width, styled: styled, hyperlinks: false)) {
                renders.withLock { $0 += 1 }
                return ["\(body) at \(width)"]
            }
        }
        #expect(show("a") == ["a at 80"])
        #expect(show("a") == ["a at 80"])
        #expect(renders.withLock { $0 } == 1, "the same body at the same width is laid out once")
        #expect(show("a", width: 40) == ["a at 40"])
        #expect(show("a", styled: true) == ["a at 80"])
        #expect(renders.withLock { $0 } == 3, "another width or styling is another layout")
        _ = show("b")
        _ = show("a", styled: true)
        #expect(renders.withLock { $0 } == 4, "the most recent two are kept")
        _ = show("a")
        #expect(renders.withLock { $0 } == 5, "the least recently used one was dropped")
    }
}
