#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The text of the C library's `errno`, for messages about files.
///
/// The shell never sets a C locale, so `strerror` speaks English; messages shown in Japanese
/// replace the texts of the errors a user meets with files (`japanese(_:)`).
package enum SystemError {
    /// `strerror(errno)` (or of the given code) as a Swift string.
    package static func describe(_ code: Int32 = errno) -> String {
        String(cString: strerror(code))
    }

    /// The errors met with files and folders, with their Japanese texts.
    package static let japaneseTexts: [(code: Int32, japanese: String)] = [
        (ENOENT, "そのようなファイルやディレクトリはありません"),
        (EACCES, "許可がありません"),
        (EPERM, "操作が許可されていません"),
        (EEXIST, "ファイルがすでに存在します"),
        (ENOTDIR, "ディレクトリではありません"),
        (EISDIR, "ディレクトリです"),
        (ENOSPC, "デバイスに空き容量がありません"),
        (EDQUOT, "ディスク使用量の上限を超えました"),
        (EROFS, "読み取り専用のファイルシステムです"),
        (ENAMETOOLONG, "ファイル名が長すぎます"),
        (ELOOP, "シンボリックリンクの階層が多すぎます"),
        (EMFILE, "開いているファイルが多すぎます"),
        (EIO, "入出力エラーです"),
        (EBUSY, "デバイスまたはリソースが使用中です"),
        (EINVAL, "無効な引数です"),
        (ENOTEMPTY, "ディレクトリが空ではありません"),
        (EFBIG, "ファイルが大きすぎます"),
    ]

    /// `text` with every English error text of `japaneseTexts` replaced by its Japanese text.
    package static func japanese(_ text: String) -> String {
        var result = text
        for (code, japanese) in japaneseTexts {
            let english = describe(code)
            if result.contains(english) { result = result.replacingOccurrences(of: english, with: japanese) }
        }
        return result
    }
}
