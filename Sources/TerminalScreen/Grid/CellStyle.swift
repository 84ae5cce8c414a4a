/// How a cell is drawn: colours, attributes and an optional OSC 8 hyperlink.
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

    package init(
        foreground: CellColour = .terminalDefault, background: CellColour = .terminalDefault,
        attributes: Attributes = [], hyperlink: String? = nil
    ) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
        self.hyperlink = hyperlink
    }

    /// The terminal's default look: what a cleared screen shows.
    package static let plain = CellStyle()

    /// The same style without its hyperlink: the part SGR carries.
    var graphicRendition: CellStyle {
        var copy = self
        copy.hyperlink = nil
        return copy
    }
}
