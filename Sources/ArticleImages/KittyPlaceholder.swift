/// kitty's Unicode placeholders: an image shown as text. Each cell of a placement is the
/// character U+10EEEE with combining marks naming its row, its column and the image id's most
/// significant byte (`KittyDiacritics`), in the foreground colour of the id's least significant
/// byte (`38;5;N`). The terminal draws the image's part in each such cell, so the image scrolls,
/// moves and is redrawn as the text is, by whatever writes the text.
public enum KittyPlaceholder {
    /// The placeholder character.
    public static let character: Unicode.Scalar = "\u{10EEEE}"
    /// The most rows or columns a placement can number.
    public static var largestSide: Int { KittyDiacritics.marks.count }

    /// The image's `rows` lines of `columns` placeholders, each in the id's colour and ending
    /// reset (empty when the id's low byte is 0 or a side is out of range).
    public static func rows(imageID: UInt32, columns: Int, rows: Int) -> [String] {
        let low = imageID & 0xFF
        let high = Int(imageID >> 24)
        guard low != 0, imageID & 0x00FF_FF00 == 0, (1...largestSide).contains(columns), (1...largestSide).contains(rows)
        else { return [] }
        let highMark = Unicode.Scalar(KittyDiacritics.marks[high])!
        return (0..<rows).map { row in
            var line = "\u{1B}[38;5;\(low)m"
            let rowMark = Unicode.Scalar(KittyDiacritics.marks[row])!
            for column in 0..<columns {
                line.unicodeScalars.append(character)
                line.unicodeScalars.append(rowMark)
                line.unicodeScalars.append(Unicode.Scalar(KittyDiacritics.marks[column])!)
                if high != 0 { line.unicodeScalars.append(highMark) }
            }
            return line + "\u{1B}[39m"
        }
    }

    /// The row, column and id byte a placeholder cell's marks name (nil for other text): the
    /// reading a terminal does, for tests and checks.
    public static func position(of cell: Character) -> (row: Int, column: Int, high: Int)? {
        let scalars = Array(cell.unicodeScalars)
        guard scalars.first == character, scalars.count >= 3 else { return nil }
        let numbers = scalars.dropFirst().map { mark in KittyDiacritics.marks.firstIndex(of: mark.value) }
        guard numbers.allSatisfy({ $0 != nil }) else { return nil }
        return (numbers[0]!, numbers[1]!, numbers.count > 2 ? numbers[2]! : 0)
    }
}
