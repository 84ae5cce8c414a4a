/// The other spellings of a Japanese compound noun: typed joined (`非同期処理`), it is also
/// written with spaces between its words (`非同期 処理`), and search finds those too. A term is
/// a compound noun when it is Japanese alone (kanji, kana, `ー`, `々`), three characters or more,
/// and the dictionary reads it as two or more nouns.
package enum CompoundNounSpellings {
    /// Up to this many words every way of spacing them is a spelling; past it, only all apart.
    static let everySpacingUpTo = 4

    /// What a term is to the segmenter.
    package enum Reading: Equatable {
        /// Not a compound noun (or not Japanese): the term alone.
        case single
        /// A compound noun, with its spellings apart.
        case compound([String])
        /// Japanese that could be a compound noun, but there is no dictionary to tell.
        case unknown
    }

    package static func reading(of term: String, segmenter: JapaneseSegmenter) -> Reading {
        guard term.count >= 3, term.unicodeScalars.allSatisfy(isJapanese) else { return .single }
        guard let words = segmenter.words(of: term) else { return .unknown }
        guard words.count >= 2, words.allSatisfy(\.isNoun), words.map(\.surface).joined() == term else {
            return .single
        }
        let surfaces = words.map(\.surface)
        guard surfaces.count <= everySpacingUpTo else { return .compound([surfaces.joined(separator: " ")]) }
        // Each gap joined or spaced: bit i of `mask` spaces gap i; mask 0 is the term itself.
        let gaps = surfaces.count - 1
        let spellings = (1..<(1 << gaps)).map { mask in
            surfaces.enumerated().map { index, surface in
                index == 0 ? surface : (mask & (1 << (index - 1)) != 0 ? " " : "") + surface
            }.joined()
        }
        return .compound(spellings)
    }

    static func isJapanese(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3041...0x309F, 0x30A0...0x30FF, 0x4E00...0x9FFF, 0x3400...0x4DBF, 0xF900...0xFAFF, 0x3005, 0x30FC:
            true
        default: false
        }
    }
}
