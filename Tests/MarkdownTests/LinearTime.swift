/// Whether work grows linearly with its input: the time it takes on a megabyte over the time on a
/// tenth of it, about 10 when linear and 100 when quadratic, whatever the machine's speed.
enum LinearTime {
    /// The fastest run on `large` over the fastest of three on `small`; `large` runs once, and twice
    /// more only when once looks slow (a busy machine), so that a check stays cheap.
    static func ratio(small: String, large: String, _ work: (String) -> Void) -> Double {
        let smallTime = (0..<3).map { _ in ContinuousClock().measure { work(small) } }.min()!
        var largeTime = ContinuousClock().measure { work(large) }
        if largeTime / smallTime >= 20 {
            let retries = (0..<2).map { _ in ContinuousClock().measure { work(large) } }
            largeTime = min(largeTime, retries.min()!)
        }
        return largeTime / smallTime
    }
}
