import Markdown

/// A line coloured with SGR sequences (what GNU source-highlight's esc256 output gives the
/// terminal) as HTML spans: 256-colour foregrounds in the page's light palette, bold and italic;
/// the text escaped.
enum SGRToHTML {
    static func html(_ line: String, palette: ExportCodePalette = ExportCodePalette()) -> String {
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
            let css = style(parameters, palette: palette)
            if !css.isEmpty {
                output += "<span style=\"\(css)\">"
                open = true
            }
        }
        flushText()
        if open { output += "</span>" }
        return output
    }

    /// CSS for `38;5;N`, `3X`, `1`, `3` among the parameters (`0` or none: no style).
    private static func style(_ parameters: String, palette: ExportCodePalette) -> String {
        let numbers = parameters.split(separator: ";").compactMap { Int($0) }
        var declarations: [String] = []
        var index = 0
        while index < numbers.count {
            switch numbers[index] {
            case 1: declarations.append("font-weight:bold")
            case 3: declarations.append("font-style:italic")
            case 38 where index + 2 < numbers.count && numbers[index + 1] == 5:
                if let colour = palette.colour(numbers[index + 2]) { declarations.append("color:" + colour) }
                index += 2
            case 30...37:
                if let colour = palette.colour(numbers[index] - 30) { declarations.append("color:" + colour) }
            default: break
            }
            index += 1
        }
        return declarations.joined(separator: ";")
    }
}
