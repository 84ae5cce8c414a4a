/// Reads one laid-out article line (text with SGR styling and OSC 8 hyperlinks, as
/// `MarkdownTerminal`, `CodeHighlighting` and `TextStyle` write it) into the styled runs the grid
/// takes. SGR sets colours and attributes (`SelectGraphicRendition` says which), OSC 8 sets or
/// clears the hyperlink, and any other escape sequence is dropped; adjacent text of one style is
/// one run. The line is scanned as UTF-8 bytes; a `String` is made only for each piece of text.
package enum StyledLineParser {
    /// The runs of `line`, starting in `base`: SGR 0,1,2,3,4,7,9, 21–29, 30–37, 38;5;n,
    /// 38;2;r;g;b, 39, 40–47, 48;5;n, 48;2;r;g;b, 49, 90–97, 100–107 (also in the `:` forms);
    /// OSC 8 (`ESC ] 8 ; params ; URI ST`, ST = `ESC \` or BEL) sets the hyperlink, an empty URI
    /// clears it; `ImageAreaMarker`'s private OSC sets or clears the image area. Each reset
    /// returns its part of the style to `base`. An empty line has no run.
    package static func runs(of line: String, base: CellStyle = .plain) -> [StyledRun] {
        if line.isEmpty { return [] }
        var line = line
        line.makeContiguousUTF8()
        let runs = line.utf8.withContiguousStorageIfAvailable { bytes -> [StyledRun] in
            guard bytes.contains(StyledLineScanner.escape) else { return [StyledRun(line, style: base)] }
            var scanner = StyledLineScanner(bytes: bytes, base: base)
            return scanner.scan()
        }
        return runs ?? [StyledRun(line, style: base)]
    }
}
