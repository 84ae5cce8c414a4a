/// A cell's foreground or background colour: the terminal's default, one of the 16 colours of
/// its theme, one of the 256-colour palette, or true colour.
package enum CellColour: Hashable, Sendable {
    case terminalDefault
    /// 0–7 the basic colours, 8–15 their bright forms (SGR 30–37 / 90–97).
    case palette16(UInt8)
    /// The xterm 256-colour palette (SGR 38;5;n).
    case palette256(UInt8)
    /// 24-bit colour (SGR 38;2;r;g;b).
    case rgb(red: UInt8, green: UInt8, blue: UInt8)

    /// The SGR parameters selecting this colour as the foreground (`background` false) or the
    /// background.
    func sgrParameters(background: Bool) -> String {
        switch self {
        case .terminalDefault:
            return background ? "49" : "39"
        case .palette16(let index):
            let index = Int(index % 16)
            let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
            return String(base + index % 8)
        case .palette256(let index):
            return (background ? "48;5;" : "38;5;") + String(index)
        case .rgb(let red, let green, let blue):
            return (background ? "48;2;" : "38;2;") + "\(red);\(green);\(blue)"
        }
    }
}
