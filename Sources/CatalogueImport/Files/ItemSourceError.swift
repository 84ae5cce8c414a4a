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

    package var description: String { message.text(in: .english) }

    /// Whether this names a syntax error where it lies (as opposed to JSON that is not items,
    /// or a document the decoder refused for a reason no syntax check found).
    package var isLocatedSyntaxError: Bool {
        if case .notJSON(_, .some, .some) = self { return true }
        return false
    }

    /// The one-line message, from the catalogue.
    package var message: Message {
        switch self {
        case let .notFound(path): Message(ImportMessage.notFound, path)
        case let .notReadable(path, reason):
            Message(ImportMessage.notReadable, parts: [.text(path), .systemReason(reason)])
        case let .isDirectory(path): Message(ImportMessage.isDirectory, path)
        case let .tooLarge(path, size, limit):
            Message(ImportMessage.tooLarge, path, Self.bytes(size), Self.bytes(limit))
        case let .empty(file): Message(ImportMessage.empty, file)
        case let .notJSON(file, line?, column?): Message(ImportMessage.notJSONAt, file, String(line), String(column))
        case let .notJSON(file, _, _): Message(ImportMessage.notJSON, file)
        case let .notAnArray(file, found):
            Message(ImportMessage.notAnArray, parts: [.text(file), .message(Message(found.key))])
        case let .noItems(file): Message(ImportMessage.noItems, file)
        case let .notAnObject(file, item): Message(ImportMessage.notAnObject, file, String(item))
        case let .missingField(file, item, field): Message(ImportMessage.missingField, file, String(item), field)
        case let .wrongType(file, item, field, expected):
            Message(
                ImportMessage.wrongType,
                parts: [.text(file), .text(String(item)), .text(field), .message(Message(expected.key))])
        case let .nullField(file, item, field, expected):
            Message(
                ImportMessage.nullField,
                parts: [.text(file), .text(String(item)), .text(field), .message(Message(expected.key))])
        // The value comes from the file: quoted short and inert (a NUL or an escape in it must not reach the terminal).
        case let .badTimestamp(file, item, field, value):
            Message(ImportMessage.badTimestamp, file, String(item), field, TerminalSanitizer.excerpt(value, limit: 40))
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
    /// "an object", "オブジェクト"…
    package var key: any MessageKey {
        switch self {
        case .object: ImportMessage.kindObject
        case .string: ImportMessage.kindString
        case .number: ImportMessage.kindNumber
        case .boolean: ImportMessage.kindBoolean
        case .null: ImportMessage.kindNull
        }
    }
}

extension ItemSourceError.FieldType {
    /// "a string", "文字列"…
    package var key: any MessageKey {
        switch self {
        case .string: ImportMessage.kindString
        case .number: ImportMessage.kindNumber
        case .object: ImportMessage.kindObject
        case .array: ImportMessage.kindArray
        case .arrayOfStrings: ImportMessage.kindArrayOfStrings
        case .arrayOfObjects: ImportMessage.kindArrayOfObjects
        }
    }
}
