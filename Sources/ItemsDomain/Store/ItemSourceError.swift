import ShellKit

/// Why an items file could not be imported; every message names the file and the first
/// problem, on one line.
package enum ItemSourceError: Error, Equatable, Sendable, CustomStringConvertible {
    case notFound(path: String)
    case notReadable(path: String, reason: String)
    case isDirectory(path: String)
    case tooLarge(path: String, size: Int, limit: Int)
    /// Zero bytes, or whitespace only.
    case empty(file: String)
    /// `line` and `column` (1-based) locate the first syntax error when it could be found.
    case notJSON(file: String, line: Int?, column: Int?)
    case notAnArray(file: String, found: JSONKind)
    /// `[]`: importing it would wipe the catalogue, which is never what was meant.
    case noItems(file: String)
    /// `item` counts from 1.
    case notAnObject(file: String, item: Int)
    case missingField(file: String, item: Int, field: String)
    case wrongType(file: String, item: Int, field: String, expected: FieldType)
    case nullField(file: String, item: Int, field: String, expected: FieldType)
    case badTimestamp(file: String, item: Int, field: String, value: String)

    /// What a JSON document turned out to hold instead of an array.
    package enum JSONKind: Equatable, Sendable {
        case object, string, number, boolean, null
    }

    /// What a field of an item should have held.
    package enum FieldType: Equatable, Sendable {
        case string, number, object, array, arrayOfStrings, arrayOfObjects
    }

    package var description: String { message }

    /// The one-line English message.
    package var message: String { message(japanese: false) }

    /// The one-line message in English or Japanese.
    package func message(japanese: Bool) -> String {
        japanese ? japaneseMessage : englishMessage
    }

    private var englishMessage: String {
        switch self {
        case let .notFound(path): "items file not found: \(path)"
        case let .notReadable(path, reason): "cannot read items file \(path): \(reason)"
        case let .isDirectory(path): "\(path) is a directory, not an items file"
        case let .tooLarge(path, size, limit):
            "items file \(path) is too large: \(Self.bytes(size)) (the limit is \(Self.bytes(limit)))"
        case let .empty(file): "items file \(file) is empty"
        case let .notJSON(file, line?, column?): "\(file) is not JSON: error at line \(line), column \(column)"
        case let .notJSON(file, _, _): "\(file) is not JSON"
        case let .notAnArray(file, found): "\(file): expected a JSON array of items, found \(found.english)"
        case let .noItems(file): "no items in \(file)"
        case let .notAnObject(file, item): "\(file): item \(item): expected an object"
        case let .missingField(file, item, field): "\(file): item \(item): missing field \"\(field)\""
        case let .wrongType(file, item, field, expected):
            "\(file): item \(item): field \"\(field)\" should be \(expected.english)"
        case let .nullField(file, item, field, expected):
            "\(file): item \(item): field \"\(field)\" should be \(expected.english), not null"
        case let .badTimestamp(file, item, field, value):
            "\(file): item \(item): field \"\(field)\" should be an ISO 8601 timestamp like "
                + "2024-05-01T12:34:56+09:00, not \"\(value)\""
        }
    }

    private var japaneseMessage: String {
        switch self {
        case let .notFound(path): "記事ファイルが見つかりません: \(path)"
        case let .notReadable(path, reason): "記事ファイル \(path) を読めません: \(reason)"
        case let .isDirectory(path): "\(path) はディレクトリです（記事ファイルではありません）"
        case let .tooLarge(path, size, limit):
            "記事ファイル \(path) が大きすぎます: \(Self.bytes(size))（上限 \(Self.bytes(limit))）"
        case let .empty(file): "記事ファイル \(file) が空です"
        case let .notJSON(file, line?, column?): "\(file) は JSON ではありません（\(line)行目 \(column)列目）"
        case let .notJSON(file, _, _): "\(file) は JSON ではありません"
        case let .notAnArray(file, found): "\(file): 記事の JSON 配列が必要ですが、\(found.japanese)でした"
        case let .noItems(file): "\(file) に記事がありません"
        case let .notAnObject(file, item): "\(file): \(item)件目の記事がオブジェクトではありません"
        case let .missingField(file, item, field): "\(file): \(item)件目の記事にフィールド \"\(field)\" がありません"
        case let .wrongType(file, item, field, expected):
            "\(file): \(item)件目の記事のフィールド \"\(field)\" は\(expected.japanese)でなければなりません"
        case let .nullField(file, item, field, expected):
            "\(file): \(item)件目の記事のフィールド \"\(field)\" が null です（\(expected.japanese)が必要です）"
        case let .badTimestamp(file, item, field, value):
            "\(file): \(item)件目の記事のフィールド \"\(field)\" が ISO 8601 の日時"
                + "（例: 2024-05-01T12:34:56+09:00）ではありません: \"\(value)\""
        }
    }

    /// `512 MiB`, `1.5 KiB`, `10 bytes`.
    package static func bytes(_ count: Int) -> String {
        for (unit, size) in [("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)] where count >= size {
            let tenths = count * 10 / size
            return tenths % 10 == 0 ? "\(tenths / 10) \(unit)" : "\(tenths / 10).\(tenths % 10) \(unit)"
        }
        return count == 1 ? "1 byte" : "\(count) bytes"
    }
}

extension ItemSourceError.JSONKind {
    package var english: String {
        switch self {
        case .object: "an object"
        case .string: "a string"
        case .number: "a number"
        case .boolean: "a boolean"
        case .null: "null"
        }
    }

    package var japanese: String {
        switch self {
        case .object: "オブジェクト"
        case .string: "文字列"
        case .number: "数値"
        case .boolean: "真偽値"
        case .null: "null"
        }
    }
}

extension ItemSourceError.FieldType {
    package var english: String {
        switch self {
        case .string: "a string"
        case .number: "a number"
        case .object: "an object"
        case .array: "an array"
        case .arrayOfStrings: "an array of strings"
        case .arrayOfObjects: "an array of objects"
        }
    }

    package var japanese: String {
        switch self {
        case .string: "文字列"
        case .number: "数値"
        case .object: "オブジェクト"
        case .array: "配列"
        case .arrayOfStrings: "文字列の配列"
        case .arrayOfObjects: "オブジェクトの配列"
        }
    }
}
