/// How a cell is drawn: colours, attributes, an optional OSC 8 hyperlink, and the image a
/// pixel protocol draws over it (`ImageAreaMarker`).
package struct CellStyle: Hashable, Sendable {
    /// The SGR attributes a cell may carry.
    package struct Attributes: OptionSet, Hashable, Sendable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }

        package static let bold = Attributes(rawValue: 1 << 0)
        package static let dim = Attributes(rawValue: 1 << 1)
        package static let italic = Attributes(rawValue: 1 << 2)
        package static let underline = Attributes(rawValue: 1 << 3)
        package static let reverse = Attributes(rawValue: 1 << 4)
        package static let strikethrough = Attributes(rawValue: 1 << 5)
    }

    package var foreground: CellColour
    package var background: CellColour
    package var attributes: Attributes
    /// The address an OSC 8 hyperlink on this cell opens (printable ASCII, no spaces), or nil.
    package var hyperlink: String?
    /// The image part a sixel or iTerm2 image draws over this cell (`ImageAreaMarker.token`), 0
    /// for none. Part of equality, so that the cells an image left are written again (erasing
    /// its pixels); never written as SGR.
    package var imageArea: UInt32

    package init(
        foreground: CellColour = .terminalDefault, background: CellColour = .terminalDefault,
        attributes: Attributes = [], hyperlink: String? = nil, imageArea: UInt32 = 0
    ) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
        self.hyperlink = hyperlink
        self.imageArea = imageArea
    }

    /// The terminal's default look: what a cleared screen shows.
    package static let plain = CellStyle()

    /// The same style without its hyperlink and image area: the part SGR carries.
    var graphicRendition: CellStyle {
        var copy = self
        copy.hyperlink = nil
        copy.imageArea = 0
        return copy
    }
}
