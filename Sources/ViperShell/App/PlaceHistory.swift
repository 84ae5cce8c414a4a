/// The places `back` returns to, as a browser's back list: where the user is now, and the
/// places they left, the most recent last. Bounded: past `capacity` the oldest is forgotten.
/// Another page of the same place updates it rather than adding one (`prev` pages back).
struct PlaceHistory {
    static let capacity = 20

    /// Where the user is: what the active module shows, nil before anything is shown.
    private(set) var current: ShellPlace?
    /// The places left behind, the most recent last.
    private(set) var earlier: [ShellPlace] = []

    /// A module shows `place`: if it is another place than the current one, that one is left.
    mutating func arrive(at place: ShellPlace) {
        if let current, !current.isSamePlace(as: place) { remember(current) }
        current = place
    }

    /// The user leaves the current place for another module (which arrives somewhere next, or
    /// fails to: `back` from there returns here).
    mutating func leave() {
        if let current { remember(current) }
        current = nil
    }

    /// Whether `back` has somewhere to go.
    var canGoBack: Bool { earlier.contains { !isCurrent($0) } }

    /// The most recent place left that is not where the user is, which becomes the current one;
    /// nil when there is none.
    mutating func back() -> ShellPlace? {
        while let place = earlier.popLast() {
            guard isCurrent(place) else {
                current = place
                return place
            }
        }
        return nil
    }

    /// Forgets where the user is (back in a module that shows nothing yet).
    mutating func forgetCurrent() {
        current = nil
    }

    /// Forgets everything (another user, another source).
    mutating func clear() {
        current = nil
        earlier = []
    }

    private func isCurrent(_ place: ShellPlace) -> Bool {
        current.map { $0.isSamePlace(as: place) } ?? false
    }

    private mutating func remember(_ place: ShellPlace) {
        if let last = earlier.last, last.isSamePlace(as: place) { earlier.removeLast() }
        earlier.append(place)
        if earlier.count > Self.capacity { earlier.removeFirst(earlier.count - Self.capacity) }
    }
}
