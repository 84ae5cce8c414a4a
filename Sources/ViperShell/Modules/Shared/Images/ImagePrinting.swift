import ShellKit
import TerminalScreen

/// Prints an article's lines with its images drawn in a pixel protocol, at a terminal: kitty's
/// transmissions first (its placeholders are text and print as the lines do); an iTerm2 or sixel
/// image written where its first row is, its other rows left to it (the terminal moves the
/// cursor past the image), then a line break. Block images are text and need none of this.
@MainActor enum ImagePrinting {
    static func print(_ lines: [String], renditions: ImageRenditions, on screen: Screen) {
        let transmissions = renditions.takeTransmissions()
        if !transmissions.isEmpty { _ = screen.writeTerminalControl(String(decoding: transmissions, as: UTF8.self)) }
        var pending: [String] = []
        for line in lines {
            guard let place = ImageAreaMarker.place(inLine: line) else {
                pending.append(line)
                continue
            }
            guard place.row == 0, let sequence = renditions.sequence(slot: place.slot) else { continue }
            screen.print(lines: pending)
            pending = []
            _ = screen.writeTerminalControl(String(decoding: sequence.bytes, as: UTF8.self) + "\n")
        }
        screen.print(lines: pending)
    }
}
