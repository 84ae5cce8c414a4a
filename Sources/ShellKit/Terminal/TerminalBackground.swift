#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether the terminal's background is light, for `set theme auto`: found out once per session
/// and only when first asked (never at start). The terminal's own answer to OSC 11 comes first
/// (`TerminalColourQuery`, only when the shell reads commands from a person at a terminal), then
/// `COLORFGBG`, then dark.
@MainActor public final class TerminalBackground {
    private let colorFGBG: String?
    private let askTerminal: (() -> [UInt8]?)?
    private var known: Bool?

    /// `colorFGBG` is the `COLORFGBG` variable; `asksTerminal` is whether the terminal may be asked
    /// (an interactive session: never in pipes or scripts).
    public convenience init(colorFGBG: String?, asksTerminal: Bool) {
        self.init(colorFGBG: colorFGBG, askTerminal: asksTerminal ? { TerminalColourQuery.backgroundReply() } : nil)
    }

    /// `askTerminal` returns the terminal's reply to OSC 11, or nil when it gave none.
    package init(colorFGBG: String?, askTerminal: (() -> [UInt8]?)?) {
        self.colorFGBG = colorFGBG
        self.askTerminal = askTerminal
    }

    /// Whether the background is light; the first call may ask the terminal (up to ~100 ms).
    public var isLight: Bool {
        if let known { return known }
        let found =
            askTerminal?().flatMap(Self.isLight(oscReply:)) ?? colorFGBG.flatMap(Self.isLight(colorFGBG:)) ?? false
        known = found
        return found
    }

    /// What `isLight` found, without asking anything; nil before it was first asked.
    public var isLightIfKnown: Bool? { known }

    /// A reply to OSC 11 (`ESC ] 11 ; rgb:RRRR/GGGG/BBBB` then BEL or `ESC \`, each part 1–4 hex
    /// digits; `rgba:` with a fourth part too): whether that colour is light, meaning black text
    /// has more contrast on it than white (WCAG relative luminance above 0.179). nil for anything
    /// else.
    package static func isLight(oscReply: [UInt8]) -> Bool? {
        let text = String(decoding: oscReply, as: UTF8.self)
        guard let start = text.unicodeScalars.firstRange(of: "\u{1B}]11;".unicodeScalars) else { return nil }
        let rest = text[start.upperBound...]
        guard let end = rest.firstIndex(where: { $0 == "\u{07}" || $0 == "\u{1B}" }) else { return nil }
        let colour = rest[..<end]
        let channels: Substring
        if colour.hasPrefix("rgb:") {
            channels = colour.dropFirst(4)
        } else if colour.hasPrefix("rgba:") {
            channels = colour.dropFirst(5)
        } else {
            return nil
        }
        let parts = channels.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3 || (parts.count == 4 && colour.hasPrefix("rgba:")) else { return nil }
        var levels: [Double] = []
        for part in parts.prefix(3) {
            guard (1...4).contains(part.count), let value = Int(part, radix: 16) else { return nil }
            levels.append(Double(value) / Double((1 << (4 * part.count)) - 1))
        }
        return relativeLuminance(red: levels[0], green: levels[1], blue: levels[2]) > 0.179
    }

    /// `COLORFGBG` (`fg;bg`, or `fg;default;bg` as rxvt sets it): the background 7 or 15 is
    /// light, 0–6 and 8 dark; nil for any other value.
    package static func isLight(colorFGBG: String) -> Bool? {
        let fields = colorFGBG.split(separator: ";", omittingEmptySubsequences: false)
        guard fields.count >= 2, let background = fields.last.flatMap({ Int($0) }) else { return nil }
        switch background {
        case 7, 15: return true
        case 0...6, 8: return false
        default: return nil
        }
    }

    /// WCAG 2's relative luminance of a colour whose channels are 0–1.
    private static func relativeLuminance(red: Double, green: Double, blue: Double) -> Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }
}
