@preconcurrency import CMeCab
import Glibc
import Synchronization

/// Japanese text cut into words by MeCab, for the one rule of search that needs words: a
/// compound noun typed joined also finds it written apart (`CompoundNounSpellings`). The tagger
/// is made on the first use, from the dictionary found then (`JapaneseDictionary`); without one,
/// `words(of:)` answers nil and search keeps to substrings. One tagger, used under a lock.
package final class JapaneseSegmenter: Sendable {
    /// A word as the dictionary reads it, and whether it is a noun (名詞).
    package struct Word: Equatable, Sendable {
        package let surface: String
        package let isNoun: Bool
    }

    /// The segmenter of the dictionary found on this machine.
    package static let shared = JapaneseSegmenter(dictionary: JapaneseDictionary.locate)

    private final class Tagger {
        let model: OpaquePointer
        let tagger: OpaquePointer
        let lattice: OpaquePointer

        init?(dictionary: String) {
            // No resource file: every setting MeCab needs is in the dictionary's own `dicrc`.
            let words: [String] = ["mecab", "-r", "/dev/null", "-d", dictionary]
            var arguments: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) }
            defer { arguments.forEach { free($0) } }
            guard let model = mecab_model_new(Int32(arguments.count), &arguments) else { return nil }
            guard let tagger = mecab_model_new_tagger(model), let lattice = mecab_model_new_lattice(model) else {
                mecab_model_destroy(model)
                return nil
            }
            self.model = model
            self.tagger = tagger
            self.lattice = lattice
        }

        deinit {
            mecab_lattice_destroy(lattice)
            mecab_destroy(tagger)
            mecab_model_destroy(model)
        }

        func words(of text: String) -> [Word]? {
            var bytes = Array(text.utf8)
            bytes.append(0)
            return bytes.withUnsafeBufferPointer { buffer -> [Word]? in
                buffer.withMemoryRebound(to: CChar.self) { characters in
                    mecab_lattice_set_sentence2(lattice, characters.baseAddress, characters.count - 1)
                }
                guard mecab_parse_lattice(tagger, lattice) != 0 else { return nil }
                var words: [Word] = []
                var node = mecab_lattice_get_bos_node(lattice)?.pointee.next
                while let current = node?.pointee, Int(current.stat) != MECAB_EOS_NODE {
                    if let surface = current.surface, current.length > 0 {
                        let start = UnsafeRawPointer(surface).assumingMemoryBound(to: UInt8.self)
                        let text = String(decoding: UnsafeBufferPointer(start: start, count: Int(current.length)), as: UTF8.self)
                        let feature = current.feature.map { String(cString: $0) } ?? ""
                        words.append(Word(surface: text, isNoun: feature.hasPrefix("名詞")))
                    }
                    node = current.next
                }
                return words
            }
        }
    }

    private enum State {
        case unopened
        case opened(Tagger)
        case unavailable
    }

    private let dictionary: @Sendable () -> String?
    private let state = Mutex<State>(.unopened)

    /// `dictionary` finds the dictionary's directory (nil: there is none), asked on first use.
    package init(dictionary: @escaping @Sendable () -> String?) {
        self.dictionary = dictionary
    }

    /// Whether a dictionary was found (opening the tagger if it was not yet).
    package var isAvailable: Bool { words(of: "") != nil }

    /// `text`'s words in order, or nil without a dictionary.
    package func words(of text: String) -> [Word]? {
        state.withLock { state -> [Word]? in
            if case .unopened = state {
                state = dictionary().flatMap(Tagger.init(dictionary:)).map(State.opened) ?? .unavailable
            }
            guard case let .opened(tagger) = state else { return nil }
            return text.isEmpty ? [] : tagger.words(of: text)
        }
    }
}
