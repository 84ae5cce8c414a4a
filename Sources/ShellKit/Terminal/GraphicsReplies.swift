/// Reads a terminal's replies to `GraphicsProbe`'s queries from the bytes it sent back, among
/// which keys typed meanwhile may sit: kitty's `ESC _ G i=31 ; OK ESC \`, the cell size
/// `ESC [ 6 ; height ; width t`, and the primary device attributes `ESC [ ? … c`, which every
/// terminal answers last (so they end the wait).
package struct GraphicsReplies: Sendable, Equatable {
    package var capabilities = GraphicsCapabilities()
    /// Whether the device attributes arrived: nothing else will come.
    package var complete = false
    /// The bytes that were no reply (typed ahead), in order.
    package var otherBytes: [UInt8] = []

    package init() {}

    /// The replies in `bytes`.
    package static func read(_ bytes: [UInt8]) -> GraphicsReplies {
        var replies = GraphicsReplies()
        var index = 0
        while index < bytes.count {
            guard bytes[index] == 0x1B, index + 1 < bytes.count else {
                replies.otherBytes.append(bytes[index])
                index += 1
                continue
            }
            switch bytes[index + 1] {
            case UInt8(ascii: "_"): index = replies.readString(bytes, from: index)
            case UInt8(ascii: "["): index = replies.readControlSequence(bytes, from: index)
            default:
                replies.otherBytes.append(bytes[index])
                index += 1
            }
        }
        return replies
    }

    /// An APC string up to ST: kitty's answer when it reads `Gi=31;OK`.
    private mutating func readString(_ bytes: [UInt8], from start: Int) -> Int {
        var cursor = start + 2
        while cursor + 1 < bytes.count, !(bytes[cursor] == 0x1B && bytes[cursor + 1] == UInt8(ascii: "\\")) { cursor += 1 }
        guard cursor + 1 < bytes.count else { return bytes.count }
        let payload = bytes[(start + 2)..<cursor]
        if payload.starts(with: Array("Gi=31;".utf8)) {
            capabilities.answered = true
            capabilities.kitty = payload.dropFirst(6).elementsEqual(Array("OK".utf8))
        }
        return cursor + 2
    }

    /// A CSI sequence: DA1 (`? … c`) or the cell size (`6 ; h ; w t`); any other is no reply.
    private mutating func readControlSequence(_ bytes: [UInt8], from start: Int) -> Int {
        var cursor = start + 2
        while cursor < bytes.count, (0x20...0x3F).contains(bytes[cursor]) { cursor += 1 }
        guard cursor < bytes.count else {
            otherBytes += bytes[start...]
            return bytes.count
        }
        let parameters = String(decoding: bytes[(start + 2)..<cursor], as: UTF8.self)
        switch bytes[cursor] {
        case UInt8(ascii: "c") where parameters.hasPrefix("?"):
            capabilities.answered = true
            complete = true
            capabilities.sixel = parameters.dropFirst().split(separator: ";").contains("4")
        case UInt8(ascii: "t") where parameters.hasPrefix("6;"):
            let numbers = parameters.split(separator: ";").compactMap { Int($0) }
            if numbers.count == 3, (1...1000).contains(numbers[1]), (1...1000).contains(numbers[2]) {
                capabilities.cellHeight = numbers[1]
                capabilities.cellWidth = numbers[2]
            }
        default: otherBytes += bytes[start...cursor]
        }
        return cursor + 1
    }
}
