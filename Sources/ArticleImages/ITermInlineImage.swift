import FoundationEssentials

/// iTerm2's inline image sequence (`ESC ] 1337 ; File = … : base64 BEL`), also drawn by WezTerm,
/// mintty and Konsole: the file itself travels (PNG, JPEG, GIF), and the terminal fits it into
/// `columns` × `rows` cells from the cursor keeping its aspect ratio.
public enum ITermInlineImage {
    public static func sequence(file: [UInt8], columns: Int, rows: Int) -> [UInt8] {
        let head = "\u{1B}]1337;File=inline=1;size=\(file.count);width=\(columns);height=\(rows);preserveAspectRatio=1:"
        return Array(head.utf8) + Array(Data(file).base64EncodedString().utf8) + [0x07]
    }
}
