import CImageCodec

/// The cells an image is drawn into, and how one cell measures in pixels.
public struct ImageCanvas: Sendable, Equatable {
    public var columns: Int
    public var rows: Int
    public var cellWidth: Int
    public var cellHeight: Int
    /// 24-bit colours (else the 256-colour palette); symbols only.
    public var trueColour: Bool
    /// Sextant characters (U+1FB00…) as well as blocks; symbols only, for fonts that have them.
    public var sextants: Bool

    public init(columns: Int, rows: Int, cellWidth: Int = 10, cellHeight: Int = 20, trueColour: Bool = true,
                sextants: Bool = false) {
        self.columns = columns
        self.rows = rows
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
        self.trueColour = trueColour
        self.sextants = sextants
    }

    var codecCanvas: vs_image_canvas {
        vs_image_canvas(columns: Int32(clamping: columns), rows: Int32(clamping: rows), cell_width: Int32(clamping: cellWidth),
                        cell_height: Int32(clamping: cellHeight), true_colour: trueColour ? 1 : 0, sextants: sextants ? 1 : 0)
    }
}
