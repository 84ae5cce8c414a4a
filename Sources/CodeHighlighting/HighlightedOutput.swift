/// source-highlight's output turned into the lines `CodeHighlighter` promises, or nil.
///
/// - source-highlight matches bytes, not characters, so a rule such as sh's `\$[^[:blank:]]`
///   can end a colour in the middle of a multibyte character (`$日` came back as `$` + E6,
///   reset, 97 A5): an SGR sequence met inside a character is moved to just after it.
/// - Each line must close the styles it opens (`ESC[m` at its end), so lines can be wrapped
///   and laid out independently: a line that ends styled gets a reset, and the next line
///   opens with the style again. (source-highlight already does this for its esc outputs.)
/// - Checked: the output is the input's lines, one for one, with nothing added but SGR
///   sequences (`ESC [` digits and `;` `m`). Anything else (another escape, a changed or
///   missing character, a line too many) gives nil, and the caller shows the code plain.
enum HighlightedOutput {
    private static let escape: UInt8 = 0x1B
    private static let newline: UInt8 = 0x0A
    private static let reset: [UInt8] = [0x1B, UInt8(ascii: "["), UInt8(ascii: "m")]

    /// The highlighted lines of `output`, which source-highlight made from `input` (the lines
    /// joined, each ended by `\n`).
    static func lines(of output: [UInt8], input: [String]) -> [String]? {
        guard let repaired = movingStylesOutOfCharacters(output) else { return nil }
        var pieces = repaired.split(separator: newline, omittingEmptySubsequences: false)
        if pieces.last?.isEmpty == true { pieces.removeLast() }
        guard pieces.count == input.count else { return nil }
        var lines: [String] = []
        lines.reserveCapacity(input.count)
        var carried: [UInt8]? = nil
        for (piece, original) in zip(pieces, input) {
            guard let line = closedLine(piece, original: original, opening: &carried) else { return nil }
            lines.append(line)
        }
        return lines
    }

    /// The bytes with every SGR sequence that sits inside a UTF-8 character moved after it;
    /// nil when an ESC does not start an SGR sequence.
    private static func movingStylesOutOfCharacters(_ bytes: [UInt8]) -> [UInt8]? {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var deferred: [UInt8] = []
        var continuationsLeft = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == escape {
                guard let end = styleSequenceEnd(in: bytes, from: index) else { return nil }
                if continuationsLeft > 0 {
                    deferred += bytes[index..<end]
                } else {
                    result += bytes[index..<end]
                }
                index = end
                continue
            }
            result.append(byte)
            switch byte {
            case 0xC0...0xDF: continuationsLeft = 1
            case 0xE0...0xEF: continuationsLeft = 2
            case 0xF0...0xF7: continuationsLeft = 3
            case 0x80...0xBF: continuationsLeft = max(0, continuationsLeft - 1)
            default: continuationsLeft = 0
            }
            if continuationsLeft == 0 && !deferred.isEmpty {
                result += deferred
                deferred.removeAll(keepingCapacity: true)
            }
            index += 1
        }
        return result + deferred
    }

    /// One line with its styles closed at its end; `opening` is the style the previous line
    /// left open (put back at this line's start), and becomes the one this line leaves open.
    /// nil when the line's text is not `original`.
    private static func closedLine(_ piece: ArraySlice<UInt8>, original: String, opening: inout [UInt8]?) -> String? {
        var line = opening ?? []
        var text: [UInt8] = []
        text.reserveCapacity(piece.count)
        var open = opening
        var index = piece.startIndex
        while index < piece.endIndex {
            if piece[index] == escape {
                guard let end = styleSequenceEnd(in: piece, from: index) else { return nil }
                let sequence = piece[index..<end]
                open = isReset(sequence) ? nil : Array(sequence)
                line += sequence
                index = end
            } else {
                text.append(piece[index])
                line.append(piece[index])
                index += 1
            }
        }
        guard text.elementsEqual(original.utf8) else { return nil }
        if open != nil { line += reset }
        opening = open
        return String(decoding: line, as: UTF8.self)
    }

    /// Where the SGR sequence (`ESC [` digits and `;` … `m`) at `start` ends; nil if none does.
    private static func styleSequenceEnd<Bytes: RandomAccessCollection<UInt8>>(
        in bytes: Bytes, from start: Bytes.Index
    ) -> Bytes.Index? {
        var index = bytes.index(after: start)
        guard index < bytes.endIndex, bytes[index] == UInt8(ascii: "[") else { return nil }
        index = bytes.index(after: index)
        while index < bytes.endIndex {
            switch bytes[index] {
            case UInt8(ascii: "m"): return bytes.index(after: index)
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: ";"): index = bytes.index(after: index)
            default: return nil
            }
        }
        return nil
    }

    /// Whether an SGR sequence turns every style off (`ESC[m`, `ESC[0m`, `ESC[00m`).
    private static func isReset(_ sequence: ArraySlice<UInt8>) -> Bool {
        sequence.dropFirst(2).dropLast().allSatisfy { $0 == UInt8(ascii: "0") }
    }
}
