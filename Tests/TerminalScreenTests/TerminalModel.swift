import ShellKit
@testable import TerminalScreen

/// A small terminal for the renderer's tests: it interprets exactly the sequences the renderer
/// and the modes write (text, CR, LF, CUP, CUF, EL, ED 2, DECSTBM, IND, RI, SGR, OSC 8) into a
/// `ScreenGrid`, and records anything else it meets, or an implicit wrap, as a problem.
struct TerminalModel {
    private(set) var grid: ScreenGrid
    private(set) var problems: [String] = []
    private var row = 0
    private var column = 0
    private var pendingWrap = false
    private var style = CellStyle.plain
    private var top = 0
    private var bottom: Int

    init(rows: Int, columns: Int) {
        grid = ScreenGrid(rows: rows, columns: columns)
        bottom = rows - 1
    }

    mutating func apply(_ bytes: [UInt8]) {
        var index = 0
        var text: [UInt8] = []
        func flushText() {
            if !text.isEmpty { printText(String(decoding: text, as: UTF8.self)) }
            text.removeAll()
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x1B:
                flushText()
                index = escape(bytes, from: index)
            case 0x0D:
                flushText()
                column = 0
                pendingWrap = false
                index += 1
            case 0x0A:
                flushText()
                lineFeed()
                index += 1
            case 0x00..<0x20, 0x7F:
                flushText()
                problems.append("control byte \(byte)")
                index += 1
            default:
                text.append(byte)
                index += 1
            }
        }
        flushText()
    }

    private mutating func printText(_ text: String) {
        for grapheme in text {
            let width = DisplayWidth.of(grapheme)
            if pendingWrap {
                problems.append("implicit wrap before \(grapheme)")
                column = 0
                lineFeed()
                pendingWrap = false
            }
            grid.put(ScreenCell(grapheme: grapheme, width: UInt8(width), style: style), row: row, column: column)
            if column + width >= grid.columns {
                column = grid.columns - 1
                pendingWrap = true
            } else {
                column += width
            }
        }
    }

    private mutating func lineFeed() {
        if row == bottom { grid.scroll(top: top, bottom: bottom, lines: 1) } else { row = min(row + 1, grid.rows - 1) }
    }

    private mutating func escape(_ bytes: [UInt8], from start: Int) -> Int {
        guard start + 1 < bytes.count else { problems.append("cut ESC"); return bytes.count }
        switch bytes[start + 1] {
        case UInt8(ascii: "D"):
            pendingWrap = false
            lineFeed()
            return start + 2
        case UInt8(ascii: "M"):
            pendingWrap = false
            if row == top { grid.scroll(top: top, bottom: bottom, lines: -1) } else { row = max(row - 1, 0) }
            return start + 2
        case UInt8(ascii: "]"):
            var end = start + 2
            while end + 1 < bytes.count, !(bytes[end] == 0x1B && bytes[end + 1] == UInt8(ascii: "\\")) { end += 1 }
            let body = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
            guard body.hasPrefix("8;;") else { problems.append("OSC \(body)"); return end + 2 }
            let address = String(body.dropFirst(3))
            style.hyperlink = address.isEmpty ? nil : address
            return end + 2
        case UInt8(ascii: "["):
            var end = start + 2
            while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
            let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
            controlSequence(parameters, final: bytes[end])
            return end + 1
        default:
            problems.append("ESC \(bytes[start + 1])")
            return start + 2
        }
    }

    private mutating func controlSequence(_ parameters: String, final: UInt8) {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        func number(_ index: Int, default value: Int) -> Int {
            index < numbers.count ? (numbers[index] ?? value) : value
        }
        switch Character(Unicode.Scalar(final)) {
        case "H":
            row = min(number(0, default: 1), grid.rows) - 1
            column = min(number(1, default: 1), grid.columns) - 1
            pendingWrap = false
        case "C":
            column = min(column + number(0, default: 1), grid.columns - 1)
            pendingWrap = false
        case "K" where parameters.isEmpty:
            grid.clear(row: row, from: column, style: CellStyle(background: style.background))
        case "J" where parameters == "2":
            for line in 0..<grid.rows { grid.clear(row: line, style: CellStyle(background: style.background)) }
        case "r":
            top = number(0, default: 1) - 1
            bottom = number(1, default: grid.rows) - 1
            row = 0
            column = 0
            pendingWrap = false
        case "m":
            selectGraphicRendition(numbers.map { $0 ?? 0 })
        default:
            problems.append("CSI \(parameters)\(Character(Unicode.Scalar(final)))")
        }
    }

    private mutating func selectGraphicRendition(_ parameters: [Int]) {
        var index = 0
        while index < parameters.count {
            let code = parameters[index]
            switch code {
            case 0: style = CellStyle(hyperlink: style.hyperlink)
            case 1: style.attributes.insert(.bold)
            case 2: style.attributes.insert(.dim)
            case 3: style.attributes.insert(.italic)
            case 4: style.attributes.insert(.underline)
            case 7: style.attributes.insert(.reverse)
            case 9: style.attributes.insert(.strikethrough)
            case 22: style.attributes.subtract([.bold, .dim])
            case 23: style.attributes.remove(.italic)
            case 24: style.attributes.remove(.underline)
            case 27: style.attributes.remove(.reverse)
            case 29: style.attributes.remove(.strikethrough)
            case 30...37: style.foreground = .palette16(UInt8(code - 30))
            case 90...97: style.foreground = .palette16(UInt8(code - 90 + 8))
            case 40...47: style.background = .palette16(UInt8(code - 40))
            case 100...107: style.background = .palette16(UInt8(code - 100 + 8))
            case 39: style.foreground = .terminalDefault
            case 49: style.background = .terminalDefault
            case 38, 48:
                let colour: CellColour
                if parameters[index + 1] == 5 {
                    colour = .palette256(UInt8(parameters[index + 2]))
                    index += 2
                } else {
                    colour = .rgb(
                        red: UInt8(parameters[index + 2]), green: UInt8(parameters[index + 3]),
                        blue: UInt8(parameters[index + 4]))
                    index += 4
                }
                if code == 38 { style.foreground = colour } else { style.background = colour }
            default: problems.append("SGR \(code)")
            }
            index += 1
        }
    }
}
