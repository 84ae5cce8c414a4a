import CImageCodec

/// One cell of an image drawn with block symbols: its character and colours.
public struct ImageSymbolCell: Sendable, Equatable {
    /// A colour of a cell: 24-bit, or an entry of the 256-colour palette.
    public enum Colour: Sendable, Equatable {
        case rgb(red: UInt8, green: UInt8, blue: UInt8)
        case palette(UInt8)
    }

    public let character: Unicode.Scalar
    /// nil: transparent (the terminal's own colour shows).
    public let foreground: Colour?
    public let background: Colour?

    public init(character: Unicode.Scalar, foreground: Colour?, background: Colour?) {
        self.character = character
        self.foreground = foreground
        self.background = background
    }

    init(_ cell: vs_image_cell, trueColour: Bool) {
        character = Unicode.Scalar(cell.scalar) ?? " "
        foreground = Self.colour(cell.foreground, trueColour: trueColour)
        background = Self.colour(cell.background, trueColour: trueColour)
    }

    private static func colour(_ value: Int32, trueColour: Bool) -> Colour? {
        guard value >= 0 else { return nil }
        if !trueColour { return .palette(UInt8(clamping: value)) }
        return .rgb(red: UInt8(truncatingIfNeeded: value >> 16), green: UInt8(truncatingIfNeeded: value >> 8),
                    blue: UInt8(truncatingIfNeeded: value))
    }
}
