/// The kind of a Qiita `:::note` block, from its info string as Qiita's CustomBlock filter reads
/// it (qiita-markdown's `filters/custom_block.rb`): split at runs of ASCII whitespace, the first
/// word is the type, which must be `note`, and the second the kind; a missing or unknown kind is
/// `info`.
package enum NoteKind: String, Hashable, Sendable, CaseIterable {
    case info, warn, alert

    /// The kind of the custom block with `info` (`"note warn"`), or nil when the block is no note
    /// (`:::anytype`, a bare `:::`): Qiita then shows only its content.
    package init?(customBlockInfo info: String) {
        // Ruby's `split(" ")`: ASCII whitespace only (space, \t, \n, \v, \f, \r), runs as one.
        let words = info.utf8.split { $0 == 0x20 || (0x09...0x0D).contains($0) }
        guard let type = words.first, type.elementsEqual("note".utf8) else { return nil }
        let subtype = words.dropFirst().first
        self = Self.allCases.first { subtype?.elementsEqual($0.rawValue.utf8) == true } ?? .info
    }
}
