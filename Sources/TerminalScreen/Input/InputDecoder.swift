/// Bytes read from the terminal into key, mouse and paste events: a pure decoder that never
/// blocks. `feed` takes whatever one read returned (a sequence or a UTF-8 character may be cut
/// anywhere: the rest waits for the next read). A lone ESC cannot be told from the start of a
/// sequence until time passes, so the caller, when `hasPendingEscape` and no byte came within
/// its timeout (25–100 ms, as vim's `ttimeoutlen`), calls `flushPendingEscape()`.
///
/// It reads what xterm, tmux, kitty, rxvt and the Linux console send: CSI and SS3 keys with
/// xterm's modifier parameter, the `~` forms, rxvt's `$ ^ @` finals and shifted arrows, the
/// console's `ESC [ [ A` function keys, kitty's `CSI u` and xterm's `CSI 27 ; m ; code ~`,
/// Alt as an ESC prefix, SGR (1006) and X10 mouse reports, and bracketed paste (2004).
package struct InputDecoder: Sendable {
    /// A sequence this long without its final byte is garbage: it is dropped.
    private static let longestSequence = 64
    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    private var pending: [UInt8] = []
    /// The pasted bytes so far, while inside a bracketed paste.
    private var pasted: [UInt8]?

    package init() {}

    /// Whether bytes wait that a lone ESC could explain: the caller's cue to start the timeout.
    package var hasPendingEscape: Bool { pasted == nil && pending.first == 0x1B }

    /// The events the bytes complete, in order.
    package mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
        pending.append(contentsOf: bytes)
        return decodePending(flushing: false)
    }

    /// The timeout passed with an ESC waiting: it was the Escape key (or Alt with the bytes
    /// after it), and whatever follows is read as typed.
    package mutating func flushPendingEscape() -> [InputEvent] {
        guard hasPendingEscape else { return [] }
        return decodePending(flushing: true)
    }

    private mutating func decodePending(flushing: Bool) -> [InputEvent] {
        var events: [InputEvent] = []
        var start = 0
        defer { pending.removeFirst(start) }
        while start < pending.count {
            if pasted != nil {
                guard let consumed = collectPaste(from: start, into: &events) else {
                    start = pending.count - heldPasteEndPrefix(from: start)
                    return events
                }
                start += consumed
                continue
            }
            let bytes = pending[start...]
            switch KeySequenceParser.parse(bytes) {
            case .event(let event, let length):
                if let event { events.append(event) }
                start += length
            case .pasteStart(let length):
                pasted = []
                start += length
            case .incomplete:
                if bytes.count > Self.longestSequence {
                    start += 1
                } else if flushing && bytes.first == 0x1B {
                    let (event, length) = KeySequenceParser.escapeAfterTimeout(bytes)
                    events.append(event)
                    start += length
                } else {
                    return events
                }
            }
        }
        return events
    }

    /// Moves pasted bytes from `start` into the paste; at its end marker, emits it and returns
    /// the bytes consumed (nil: the marker has not come yet, the bytes were all taken).
    private mutating func collectPaste(from start: Int, into events: inout [InputEvent]) -> Int? {
        let bytes = pending[start...]
        if let end = firstIndex(of: Self.pasteEnd, in: bytes) {
            pasted!.append(contentsOf: pending[start..<end])
            events.append(.paste(String(decoding: pasted!, as: UTF8.self)))
            pasted = nil
            return end + Self.pasteEnd.count - start
        }
        let held = heldPasteEndPrefix(from: start)
        pasted!.append(contentsOf: pending[start..<pending.count - held])
        return nil
    }

    /// How many bytes at the end of `pending` could begin the paste's end marker.
    private func heldPasteEndPrefix(from start: Int) -> Int {
        let available = pending.count - start
        for length in stride(from: min(Self.pasteEnd.count - 1, available), through: 1, by: -1)
        where pending[(pending.count - length)...].elementsEqual(Self.pasteEnd.prefix(length)) {
            return length
        }
        return 0
    }

    private func firstIndex(of marker: [UInt8], in bytes: ArraySlice<UInt8>) -> Int? {
        guard bytes.count >= marker.count else { return nil }
        var index = bytes.startIndex
        while index <= bytes.endIndex - marker.count {
            if bytes[index] == marker[0], bytes[index..<index + marker.count].elementsEqual(marker) { return index }
            index += 1
        }
        return nil
    }
}
