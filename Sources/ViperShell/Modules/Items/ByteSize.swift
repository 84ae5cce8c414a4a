/// Sizes as `set image-cache` takes them: a whole number with KB, MB or GB (powers of 1,000, any
/// case, `K`, `M`, `G` alone too), or 0.
package enum ByteSize {
    /// The bytes `text` says, or nil when it says none (a number without a unit, a negative or
    /// fractional one, more than 1 TB).
    package static func parse(_ text: String) -> Int? {
        let upper = text.uppercased()
        if upper == "0" { return 0 }
        let digits = upper.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 7, let number = Int(digits) else { return nil }
        let unit = upper.dropFirst(digits.count)
        let scale: Int
        switch unit {
        case "K", "KB": scale = 1000
        case "M", "MB": scale = 1_000_000
        case "G", "GB": scale = 1_000_000_000
        default: return nil
        }
        let bytes = number * scale
        return bytes <= 1_000_000_000_000 ? bytes : nil
    }
}
