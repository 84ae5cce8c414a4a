/// What a terminal shows of a laid-out line: its text without SGR styling (`ESC [ … m`) and
/// OSC 8 hyperlink marks (`ESC ] 8 ; ; address ESC \`).
enum ShownText {
    static func of(_ line: String) -> String {
        var shown = String.UnicodeScalarView()
        let scalars = Array(line.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "\u{1B}", index + 1 < scalars.count else {
                shown.append(scalars[index])
                index += 1
                continue
            }
            // SGR ends at its `m`; OSC 8 at the `ESC \` closing it.
            var end = index + 2
            if scalars[index + 1] == "[" {
                while end < scalars.count, scalars[end - 1] != "m" { end += 1 }
            } else {
                while end < scalars.count, !(scalars[end - 1] == "\u{1B}" && scalars[end] == "\\") { end += 1 }
                end += 1
            }
            index = min(end, scalars.count)
        }
        return String(shown)
    }
}
