/// A colour of a code theme: an xterm 256-colour index, which a terminal shows (`sgr`), and the
/// RGB xterm gives it, for CSS (`hex`). Only indices 16–255 are used: 0–15 are whatever the
/// terminal's own palette says, so no contrast can be promised for them.
package struct CodeColour: Hashable, Sendable {
    /// The xterm 256-colour index, 16–255.
    package let index: UInt8

    package init(_ index: UInt8) {
        precondition(index >= 16, "indices 0-15 are the terminal's own colours")
        self.index = index
    }

    /// The SGR sequence that sets it as the foreground: `ESC[38;5;N m`.
    package var sgr: String { "\u{1B}[38;5;\(index)m" }

    /// Its colour as xterm draws it: the 6×6×6 cube (levels 0, 95, 135, 175, 215, 255) for
    /// 16–231, the grey ramp 8, 18, … 238 for 232–255 (xterm's 256colres.pl).
    package var rgb: RGBColour {
        if index >= 232 {
            let grey = 8 + 10 * (index - 232)
            return RGBColour(red: grey, green: grey, blue: grey)
        }
        let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
        let cube = Int(index) - 16
        return RGBColour(red: levels[cube / 36], green: levels[cube / 6 % 6], blue: levels[cube % 6])
    }

    /// `#rrggbb`, for CSS.
    package var hex: String { rgb.hex }
}

/// A colour by its red, green and blue (0–255): a theme's background, or a code colour for CSS.
package struct RGBColour: Hashable, Sendable {
    package let red: UInt8
    package let green: UInt8
    package let blue: UInt8

    package init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `#rrggbb` (lower-case), for CSS.
    package var hex: String {
        "#" + [red, green, blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }
}
