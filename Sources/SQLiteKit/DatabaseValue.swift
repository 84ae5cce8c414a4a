/// One SQLite value: NULL, an integer, a real, text or a blob.
public struct DatabaseValue: Hashable, Sendable, DatabaseValueConvertible, CustomStringConvertible {
    /// How SQLite stores the value.
    public enum Storage: Hashable, Sendable {
        case null
        case int64(Int64)
        case double(Double)
        case string(String)
        case blob([UInt8])
    }

    public let storage: Storage
    public init(storage: Storage) { self.storage = storage }

    public static let null = DatabaseValue(storage: .null)
    public var isNull: Bool { storage == .null }
    public var databaseValue: DatabaseValue { self }
    public static func fromDatabaseValue(_ value: DatabaseValue) -> DatabaseValue? { value }

    /// As GRDB writes it: `NULL`, a number, text quoted as Swift would (`"a\"b"`), a blob's bytes.
    public var description: String {
        switch storage {
        case .null: "NULL"
        case let .int64(number): String(number)
        case let .double(number): String(number)
        case let .string(text): String(reflecting: text)
        case let .blob(bytes): "<" + bytes.map { String($0, radix: 16) }.joined(separator: " ") + ">"
        }
    }
}

/// A type stored as one SQLite value, and read back from one (`nil` when it cannot be).
public protocol DatabaseValueConvertible {
    var databaseValue: DatabaseValue { get }
    static func fromDatabaseValue(_ value: DatabaseValue) -> Self?
}

extension Int64: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { DatabaseValue(storage: .int64(self)) }
    public static func fromDatabaseValue(_ value: DatabaseValue) -> Int64? {
        switch value.storage {
        case let .int64(number): number
        case let .double(number): Int64(exactly: number)
        default: nil
        }
    }
}

extension Int: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { Int64(self).databaseValue }
    public static func fromDatabaseValue(_ value: DatabaseValue) -> Int? {
        Int64.fromDatabaseValue(value).flatMap { Int(exactly: $0) }
    }
}

extension Int32: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { Int64(self).databaseValue }
    public static func fromDatabaseValue(_ value: DatabaseValue) -> Int32? {
        Int64.fromDatabaseValue(value).flatMap { Int32(exactly: $0) }
    }
}

extension Bool: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { Int64(self ? 1 : 0).databaseValue }
    public static func fromDatabaseValue(_ value: DatabaseValue) -> Bool? {
        switch value.storage {
        case let .int64(number): number != 0
        case let .double(number): number != 0
        default: nil
        }
    }
}

extension Double: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { DatabaseValue(storage: .double(self)) }
    public static func fromDatabaseValue(_ value: DatabaseValue) -> Double? {
        switch value.storage {
        case let .int64(number): Double(number)
        case let .double(number): number
        default: nil
        }
    }
}

extension String: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { DatabaseValue(storage: .string(self)) }
    public static func fromDatabaseValue(_ value: DatabaseValue) -> String? {
        switch value.storage {
        case let .string(text): text
        case let .blob(bytes): String(decoding: bytes, as: UTF8.self)
        default: nil
        }
    }
}

extension [UInt8]: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { DatabaseValue(storage: .blob(self)) }
    public static func fromDatabaseValue(_ value: DatabaseValue) -> [UInt8]? {
        switch value.storage {
        case let .blob(bytes): bytes
        case let .string(text): Array(text.utf8)
        default: nil
        }
    }
}

extension Optional: DatabaseValueConvertible where Wrapped: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { self?.databaseValue ?? .null }
    /// NULL reads as `.some(nil)`; any other value as the wrapped type reads it.
    public static func fromDatabaseValue(_ value: DatabaseValue) -> Wrapped?? {
        if value.isNull { return .some(nil) }
        return Wrapped.fromDatabaseValue(value).map { .some($0) }
    }
}
