/// Recognizes the address of a Qiita article in a link, so that the reader can open a linked
/// article itself instead of handing it to the browser: `https://qiita.com/USER/items/ID` (also
/// `http`, `/items/ID` without the user, a trailing `/`, a query or a fragment), where the ID is
/// Qiita's 20 lowercase hexadecimal digits. Anything else (another host, Qiita Team, a user's page,
/// a user's page) gives nil; a fragment such as a comment's `#comment-…` is ignored.
package enum QiitaItemAddress {
    /// The item ID the address names, or nil when it is not a qiita.com article's address.
    package static func itemID(in address: String) -> String? {
        var rest = Substring(address)
        let lowered = rest.lowercased()
        guard let scheme = ["https://", "http://"].first(where: { lowered.hasPrefix($0) }) else { return nil }
        rest = rest.dropFirst(scheme.count)
        let end = rest.firstIndex { $0 == "?" || $0 == "#" } ?? rest.endIndex
        var parts = rest[..<end].split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if parts.last == "" { parts.removeLast() }
        guard let host = parts.first, host.lowercased() == "qiita.com" else { return nil }
        let path = parts.dropFirst()
        let id: String
        switch path.count {
        case 2 where path[path.startIndex] == "items": id = path[path.startIndex + 1]
        case 3 where path[path.startIndex + 1] == "items" && isUserName(path[path.startIndex]):
            id = path[path.startIndex + 2]
        default: return nil
        }
        return isItemID(id) ? id : nil
    }

    /// Qiita's item IDs: 20 lowercase hexadecimal digits.
    package static func isItemID(_ text: String) -> Bool {
        text.utf8.count == 20
            && text.utf8.allSatisfy {
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
                    || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0)
            }
    }

    /// A Qiita user name: letters, digits, `_` and `-`, not empty.
    private static func isUserName(_ text: String) -> Bool {
        !text.isEmpty
            && text.utf8.allSatisfy { isAlphanumeric($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") }
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
}
