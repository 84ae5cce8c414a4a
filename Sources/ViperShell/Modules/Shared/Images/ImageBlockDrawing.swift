import ArticleImages
import ShellKit

/// An image drawn with coloured block characters as lines of text: as wide as its pixels allow
/// at 10 pixels a cell (so a small icon stays small; `enlarges`: as wide as it may be), at most
/// `columns` wide and `maximumRows` high, keeping the aspect ratio of cells twice as high as wide.
package struct ImageBlockDrawing: Sendable {
    package let maximumRows: Int
    /// 24-bit colours (`COLORTERM=truecolor` or `24bit`), else the 256-colour palette.
    package let trueColour: Bool
    package let enlarges: Bool

    package init(maximumRows: Int, trueColour: Bool, enlarges: Bool = false) {
        self.maximumRows = max(2, maximumRows)
        self.trueColour = trueColour
        self.enlarges = enlarges
    }

    /// The image's rows within `columns` cells (nil when it cannot be drawn there).
    package func rows(of image: DecodedImage, columns: Int) -> [String]? {
        guard columns > 0 else { return nil }
        let canvas = canvas(for: image, columns: columns)
        guard let cells = image.symbols(in: canvas) else { return nil }
        return (0..<canvas.rows).map { row in Self.line(of: cells[row * canvas.columns..<(row + 1) * canvas.columns]) }
    }

    /// The cells the image takes: its width in cells of 10 pixels (at most `columns`), its
    /// height from the aspect ratio (cells 1:2), capped at `maximumRows` (then narrower).
    func canvas(for image: DecodedImage, columns: Int) -> ImageCanvas {
        canvas(pixelWidth: image.width, pixelHeight: image.height, columns: columns)
    }

    /// The same for an image of this size in pixels (its header's, before it is decoded).
    func canvas(pixelWidth: Int, pixelHeight: Int, columns: Int) -> ImageCanvas {
        var width = enlarges ? max(1, columns) : min(columns, max(1, (pixelWidth + 9) / 10))
        var height = max(1, Int((Double(width) * Double(pixelHeight) / Double(pixelWidth) / 2).rounded()))
        if height > maximumRows {
            height = maximumRows
            width = max(1, min(columns, Int((Double(height) * 2 * Double(pixelWidth) / Double(pixelHeight)).rounded())))
        }
        return ImageCanvas(columns: width, rows: height, trueColour: trueColour)
    }

    /// A dim box of `canvas`'s size: what stands in for an image until it is drawn.
    static func box(_ canvas: ImageCanvas, style: TextStyle) -> [String] {
        let inner = max(0, canvas.columns - 2)
        guard canvas.columns >= 2, canvas.rows >= 2 else {
            return Array(repeating: style.dim(String(repeating: "░", count: canvas.columns)), count: canvas.rows)
        }
        let top = "┌" + String(repeating: "─", count: inner) + "┐"
        let middle = "│" + String(repeating: " ", count: inner) + "│"
        let bottom = "└" + String(repeating: "─", count: inner) + "┘"
        return ([top] + Array(repeating: middle, count: canvas.rows - 2) + [bottom]).map(style.dim)
    }

    /// One row of cells as text: a colour is set only where it changes, and the row ends reset.
    static func line(of cells: ArraySlice<ImageSymbolCell>) -> String {
        var line = ""
        var current: (ImageSymbolCell.Colour?, ImageSymbolCell.Colour?)?
        for cell in cells {
            if current == nil || current!.0 != cell.foreground || current!.1 != cell.background {
                line += "\u{1B}[0" + parameters(cell.foreground, base: 38) + parameters(cell.background, base: 48) + "m"
                current = (cell.foreground, cell.background)
            }
            line.unicodeScalars.append(cell.character)
        }
        return line + "\u{1B}[0m"
    }

    private static func parameters(_ colour: ImageSymbolCell.Colour?, base: Int) -> String {
        switch colour {
        case .rgb(let red, let green, let blue)?: ";\(base);2;\(red);\(green);\(blue)"
        case .palette(let index)?: ";\(base);5;\(index)"
        case nil: ""
        }
    }
}
