/// Addresses Qiita's sanitizer drops from an article's HTML: `javascript:`, `vbscript:` and
/// `data:`, in any case and with white space anywhere in them (`java script:`), as a browser
/// reads them. Everything that shows or lists an article's HTML links asks this one place.
package enum ScriptAddress {
    package static func matches(_ address: String) -> Bool {
        let lowered = address.lowercased().filter { !$0.isWhitespace }
        return ["javascript:", "vbscript:", "data:"].contains { lowered.hasPrefix($0) }
    }
}
