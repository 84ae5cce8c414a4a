import ShellKit

/// Splits a JSON array, read in chunks from an `ItemByteSource`, into its elements' bytes
/// without decoding them: strings and nesting are followed only far enough to find where each
/// element ends, so memory holds one chunk and one element at a time. Whether an element is
/// well-formed is for its decoder (and `JSONSyntaxLocator`) to judge; the scanner itself checks
/// what lies between elements.
package struct JSONArrayScanner {
    /// One element's bytes and where it starts in the document.
    package struct Element {
        package let bytes: [UInt8]
        package let offset: Int
    }

    /// Why the document is not a JSON array of elements.
    package enum Failure: Error, Equatable {
        /// No bytes but whitespace.
        case empty
        /// Something other than `[` comes first: the whole document is needed to say what.
        case notAnArray
        /// The first syntax error, as a byte offset in the document.
        case syntax(offset: Int)
        case source(ItemSourceError)
    }

    /// How much is read at a time, by default.
    package static let defaultChunkSize = 1 << 20

    private var source: any ItemByteSource
    private let chunkSize: Int
    private var buffer: [UInt8] = []
    /// The first byte of `buffer` not yet consumed.
    private var start = 0
    /// Where `buffer[0]` lies in the document.
    private var bufferOffset = 0
    private var phase = Phase.beforeArray

    private enum Phase {
        case beforeArray, afterElement, done
    }

    package init(source: any ItemByteSource, chunkSize: Int = defaultChunkSize) {
        self.source = source
        self.chunkSize = chunkSize
    }

    /// How many bytes of the document have been consumed.
    package var consumed: Int { bufferOffset + start }

    /// The document's size, as its source reports it.
    package var size: Int { source.size }

    /// The next element, or nil after the closing `]` (and only whitespace after it).
    package mutating func next() throws(Failure) -> Element? {
        switch phase {
        case .done:
            return nil
        case .beforeArray:
            while buffer.count < 3, try refill() {}
            if buffer.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
            firstBytes = Array(buffer.prefix(64))
            guard let first = try peekPastWhitespace() else { throw .empty }
            guard first == UInt8(ascii: "[") else { throw .notAnArray }
            start += 1
            guard let next = try peekPastWhitespace() else { throw .syntax(offset: consumed) }
            if next == UInt8(ascii: "]") { return try finishArray() }
            return try element()
        case .afterElement:
            guard let separator = try peekPastWhitespace() else { throw .syntax(offset: consumed) }
            if separator == UInt8(ascii: "]") { return try finishArray() }
            guard separator == UInt8(ascii: ",") else { throw .syntax(offset: consumed) }
            start += 1
            guard let next = try peekPastWhitespace(), next != UInt8(ascii: "]") else {
                throw .syntax(offset: consumed)
            }
            return try element()
        }
    }

    /// The 1-based line and column (in Unicode scalars) of a byte offset, read again from the
    /// document's first byte.
    package mutating func location(of offset: Int) throws(Failure) -> JSONSyntaxLocator.Location {
        do { try source.rewind() } catch { throw .source(error) }
        buffer = []
        start = 0
        bufferOffset = 0
        phase = .done
        var location = JSONSyntaxLocator.Location()
        var position = 0
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while position < offset {
            let count: Int
            do { count = try source.read(into: &chunk) } catch { throw .source(error) }
            if count == 0 { break }
            location.advance(over: chunk[0..<min(count, offset - position)])
            position += count
        }
        return location
    }

    /// The first bytes read (what the first chunk held).
    package private(set) var firstBytes: [UInt8] = []

    /// The whole document from its first byte; nil when it is longer than `limit` bytes.
    package mutating func wholeDocument(limit: Int) throws(Failure) -> [UInt8]? {
        phase = .done
        do { return try source.readAll(limit: limit) } catch { throw .source(error) }
    }

    /// Consumes the closing `]` and checks that nothing but whitespace follows.
    private mutating func finishArray() throws(Failure) -> Element? {
        start += 1
        phase = .done
        if try peekPastWhitespace() != nil { throw .syntax(offset: consumed) }
        return nil
    }

    /// Consumes one element: an object or array up to its matching bracket, a string up to its
    /// closing quote, anything else up to the next `,`, `]` or whitespace.
    private mutating func element() throws(Failure) -> Element {
        // Only a JSON value may start here (a BOM inside the array, say, is not one, though a
        // decoder given the element alone would skip it).
        guard Self.startsValue(buffer[start]) else { throw .syntax(offset: consumed) }
        var state = ScanState()
        var scanned = 0
        while true {
            let end = buffer.withUnsafeBufferPointer { bytes in
                Self.scan(bytes, from: start + scanned, state: &state)
            }
            if let end {
                let element = Element(bytes: Array(buffer[start..<end]), offset: consumed)
                start = end
                phase = .afterElement
                return element
            }
            scanned = buffer.count - start
            guard try refill() else {
                // The document ends inside the element: its own first error, else the end.
                let partial = Array(buffer[start...])
                let local = JSONSyntaxLocator.firstErrorOffset(in: partial) ?? partial.count
                throw .syntax(offset: consumed + local)
            }
        }
    }

    private static func startsValue(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""), UInt8(ascii: "-"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            true
        default:
            false
        }
    }

    /// Where the scan of an element stands between chunks.
    private struct ScanState {
        var depth = 0
        var inString = false
        var escaped = false
    }

    /// The index just past the element's end, or nil when `bytes` ends first.
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from first: Int, state: inout ScanState) -> Int? {
        var index = first
        while index < bytes.count {
            let byte = bytes[index]
            if state.inString {
                if state.escaped {
                    state.escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    state.escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    state.inString = false
                    if state.depth == 0 { return index + 1 }
                }
            } else {
                switch byte {
                case UInt8(ascii: "\""):
                    state.inString = true
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    state.depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    if state.depth == 0 { return index }
                    state.depth -= 1
                    if state.depth == 0 { return index + 1 }
                case UInt8(ascii: ","), 0x20, 0x09, 0x0A, 0x0D:
                    if state.depth == 0 { return index }
                default:
                    break
                }
            }
            index += 1
        }
        return nil
    }

    /// The next byte after whitespace (not consumed), or nil at the end of the document.
    private mutating func peekPastWhitespace() throws(Failure) -> UInt8? {
        while true {
            while start < buffer.count {
                let byte = buffer[start]
                guard byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D else { return byte }
                start += 1
            }
            guard try refill() else { return nil }
        }
    }

    /// Drops the consumed bytes and reads the next chunk after what is left; false at the end.
    private mutating func refill() throws(Failure) -> Bool {
        if start > 0 {
            buffer.removeSubrange(0..<start)
            bufferOffset += start
            start = 0
        }
        let kept = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: chunkSize))
        let count: Int
        do {
            count = try source.read(into: &buffer, from: kept)
        } catch {
            buffer.removeLast(chunkSize)
            throw .source(error)
        }
        buffer.removeLast(chunkSize - count)
        return count > 0
    }
}
