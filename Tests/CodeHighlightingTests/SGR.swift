/// Test helpers for SGR-styled text.
enum SGR {
    /// `text` without its SGR sequences (`ESC [` digits and `;` … `m`).
    static func stripped(_ text: String) -> String {
        var result = ""
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\u{1B}" else {
                result.unicodeScalars.append(scalar)
                continue
            }
            while let next = scalars.next(), next != "m" {}
        }
        return result
    }

    /// Whether every ESC in `text` starts a complete SGR sequence.
    static func hasOnlyStyleSequences(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            if scalars[index] == "\u{1B}" {
                guard index + 1 < scalars.count, scalars[index + 1] == "[" else { return false }
                index += 2
                while index < scalars.count, scalars[index] == ";" || ("0"..."9").contains(scalars[index]) {
                    index += 1
                }
                guard index < scalars.count, scalars[index] == "m" else { return false }
            } else if scalars[index].value < 0x20 || (0x7F...0x9F).contains(scalars[index].value) {
                return false
            }
            index += 1
        }
        return true
    }

    /// The SGR sequences of `text`, in order.
    static func sequences(_ text: String) -> [String] {
        var found: [String] = []
        var current: String? = nil
        for scalar in text.unicodeScalars {
            if scalar == "\u{1B}" {
                current = "\u{1B}"
            } else if current != nil {
                current!.unicodeScalars.append(scalar)
                if scalar == "m" {
                    found.append(current!)
                    current = nil
                }
            }
        }
        return found
    }

    /// Whether a sequence turns every style off.
    static func isReset(_ sequence: String) -> Bool {
        sequence.dropFirst(2).dropLast().allSatisfy { $0 == "0" }
    }
}
