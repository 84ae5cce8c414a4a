import Markdown

/// A line coloured with SGR sequences (what GNU source-highlight's esc256 output gives the
/// terminal) as HTML spans: 256-colour foregrounds as CSS colours, bold and italic; the text escaped.
enum SGRToHTML {
    static func html(_ line: String) -> String {
        var output = ""
        var open = false
        var scalars = Substring(line).unicodeScalars[...]
        var text = ""
        func flushText() {
            output += QiitaHTMLSanitizer.escapeText(text)
            text = ""
        }
        while let scalar = scalars.popFirst() {
            guard scalar == "\u{1B}", scalars.first == "[" else {
                text.unicodeScalars.append(scalar)
                continue
            }
            scalars.removeFirst()
            var parameters = ""
            while let next = scalars.popFirst(), next != "m" { parameters.unicodeScalars.append(next) }
            flushText()
            if open {
                output += "</span>"
                open = false
            }
            let css = style(parameters)
            if !css.isEmpty {
                output += "<span style=\"\(css)\">"
                open = true
            }
        }
        flushText()
        if open { output += "</span>" }
        return output
    }

    /// CSS for `38;5;N`, `1`, `3` among the parameters (`0` or none: no style).
    private static func style(_ parameters: String) -> String {
        let numbers = parameters.split(separator: ";").compactMap { Int($0) }
        var declarations: [String] = []
        var index = 0
        while index < numbers.count {
            switch numbers[index] {
            case 1: declarations.append("font-weight:bold")
            case 3: declarations.append("font-style:italic")
            case 38 where index + 2 < numbers.count && numbers[index + 1] == 5:
                declarations.append("color:" + colour(numbers[index + 2]))
                index += 2
            case 30...37: declarations.append("color:" + colour(numbers[index] - 30))
            default: break
            }
            index += 1
        }
        return declarations.joined(separator: ";")
    }

    /// xterm's 256-colour palette as `#rrggbb`.
    static func colour(_ index: Int) -> String {
        let basic = [
            "000000", "cd0000", "00cd00", "cdcd00", "0000ee", "cd00cd", "00cdcd", "e5e5e5", "7f7f7f", "ff0000",
            "00ff00", "ffff00", "5c5cff", "ff00ff", "00ffff", "ffffff",
        ]
        switch index {
        case 0..<16: return "#" + basic[index]
        case 16..<232:
            let levels = [0, 95, 135, 175, 215, 255]
            let value = index - 16
            return hex(levels[value / 36], levels[(value / 6) % 6], levels[value % 6])
        case 232..<256:
            let grey = 8 + (index - 232) * 10
            return hex(grey, grey, grey)
        default: return "inherit"
        }
    }

    private static func hex(_ red: Int, _ green: Int, _ blue: Int) -> String {
        "#"
            + [red, green, blue].map { value in
                let text = String(value, radix: 16)
                return text.count == 1 ? "0" + text : text
            }.joined()
    }
}
