/// OSC 8 hyperlinks (`ESC ] 8 ; ; address ESC \` … `ESC ] 8 ; ; ESC \`), the marks terminals
/// such as iTerm2, GNOME Terminal, kitty, WezTerm and Windows Terminal turn into clickable text.
/// Addresses are written as printable ASCII only: anything else is percent-encoded, so an
/// address can never carry a control character or end the mark early.
package enum HyperlinkMark {
    /// `text` as a hyperlink to `address`.
    package static func wrap(_ text: String, address: String) -> String {
        guard !text.isEmpty else { return text }
        return "\u{1B}]8;;\(encoded(address))\u{1B}\\" + text + "\u{1B}]8;;\u{1B}\\"
    }

    /// `address` with every byte outside `!`…`~` (spaces, controls, non-ASCII) and every `;`
    /// percent-encoded.
    package static func encoded(_ address: String) -> String {
        var result = ""
        result.reserveCapacity(address.utf8.count)
        for byte in address.utf8 {
            if byte > 0x20, byte < 0x7F, byte != UInt8(ascii: ";") {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let digits = Array("0123456789ABCDEF".unicodeScalars)
                result += "%"
                result.unicodeScalars.append(digits[Int(byte >> 4)])
                result.unicodeScalars.append(digits[Int(byte & 0xF)])
            }
        }
        return result
    }
}
