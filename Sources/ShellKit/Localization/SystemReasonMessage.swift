#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's reasons a user meets with files and folders: English as `strerror` says it,
/// and Japanese (`SystemError.japanese`).
package enum SystemReasonMessage: String, MessageKey, CaseIterable {
    case noSuchFile, permissionDenied, notPermitted, fileExists, notADirectory, isADirectory, noSpace, quotaExceeded
    case readOnlyFileSystem, nameTooLong, tooManyLinks, tooManyOpenFiles, inputOutput, busy, invalidArgument
    case directoryNotEmpty, fileTooLarge

    /// The `errno` value.
    package var code: Int32 {
        switch self {
        case .noSuchFile: ENOENT
        case .permissionDenied: EACCES
        case .notPermitted: EPERM
        case .fileExists: EEXIST
        case .notADirectory: ENOTDIR
        case .isADirectory: EISDIR
        case .noSpace: ENOSPC
        case .quotaExceeded: EDQUOT
        case .readOnlyFileSystem: EROFS
        case .nameTooLong: ENAMETOOLONG
        case .tooManyLinks: ELOOP
        case .tooManyOpenFiles: EMFILE
        case .inputOutput: EIO
        case .busy: EBUSY
        case .invalidArgument: EINVAL
        case .directoryNotEmpty: ENOTEMPTY
        case .fileTooLarge: EFBIG
        }
    }

    package var texts: MessageTexts { MessageTexts(SystemError.describe(code), japanese) }

    private var japanese: String {
        switch self {
        case .noSuchFile: "そのようなファイルやディレクトリはありません"
        case .permissionDenied: "許可がありません"
        case .notPermitted: "操作が許可されていません"
        case .fileExists: "ファイルがすでに存在します"
        case .notADirectory: "ディレクトリではありません"
        case .isADirectory: "ディレクトリです"
        case .noSpace: "デバイスに空き容量がありません"
        case .quotaExceeded: "ディスク使用量の上限を超えました"
        case .readOnlyFileSystem: "読み取り専用のファイルシステムです"
        case .nameTooLong: "ファイル名が長すぎます"
        case .tooManyLinks: "シンボリックリンクの階層が多すぎます"
        case .tooManyOpenFiles: "開いているファイルが多すぎます"
        case .inputOutput: "入出力エラーです"
        case .busy: "デバイスまたはリソースが使用中です"
        case .invalidArgument: "無効な引数です"
        case .directoryNotEmpty: "ディレクトリが空ではありません"
        case .fileTooLarge: "ファイルが大きすぎます"
        }
    }
}
