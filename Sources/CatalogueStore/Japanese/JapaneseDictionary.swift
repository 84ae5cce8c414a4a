import Glibc

/// Where MeCab's IPADIC dictionary is: `VIPER_MECAB_DICDIR` when set (and then only there), else
/// where Debian's `mecab-ipadic-utf8` and a build from source put it. A directory counts when it
/// holds a compiled `sys.dic`.
package enum JapaneseDictionary {
    package static let environmentKey = "VIPER_MECAB_DICDIR"
    /// What to install when it is missing (said once, see `ItemPage.compoundsUnsplit`).
    package static let package = "mecab-ipadic-utf8"

    static let candidates = [
        "/var/lib/mecab/dic/ipadic-utf8", "/usr/lib/x86_64-linux-gnu/mecab/dic/ipadic-utf8",
        "/usr/lib/mecab/dic/ipadic-utf8", "/usr/local/lib/mecab/dic/ipadic",
    ]

    /// The dictionary's directory, or nil.
    package static func locate() -> String? {
        if let named = getenv(environmentKey).map({ String(cString: $0) }) {
            return holdsDictionary(named) ? named : nil
        }
        return candidates.first(where: holdsDictionary)
    }

    static func holdsDictionary(_ directory: String) -> Bool {
        access(directory + "/sys.dic", R_OK) == 0 && access(directory + "/dicrc", R_OK) == 0
    }
}
