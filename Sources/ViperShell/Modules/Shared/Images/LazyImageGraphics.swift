/// The session's image graphics, found the first time an article with images is shown (asking
/// the terminal costs a round trip, and reads input: an article without images never asks).
@MainActor package final class LazyImageGraphics {
    private let resolve: @MainActor () -> ImageGraphics?
    private var resolved: ImageGraphics??

    package init(_ resolve: @escaping @MainActor () -> ImageGraphics?) {
        self.resolve = resolve
    }

    /// Graphics known from the start (tests, benches).
    package convenience init(fixed graphics: ImageGraphics?) {
        self.init { graphics }
    }

    /// The graphics, found now if not yet (nil: images are off).
    package func graphics() -> ImageGraphics? {
        if let resolved { return resolved }
        let found = resolve()
        resolved = .some(found)
        return found
    }

    /// The graphics if already found (nil: not yet, or off).
    package var found: ImageGraphics? { resolved ?? nil }
}
