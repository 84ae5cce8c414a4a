import CSQLite

/// A Swift function callable from SQL (`sqlite3_create_function_v2`), as GRDB's `DatabaseFunction`.
public final class DatabaseFunction: Sendable {
    public let name: String
    let argumentCount: Int32
    let isPure: Bool
    let body: @Sendable ([DatabaseValue]) throws -> (any DatabaseValueConvertible)?

    /// `pure` functions give the same result for the same arguments (`SQLITE_DETERMINISTIC`).
    public init(
        _ name: String, argumentCount: Int32, pure: Bool = false,
        function: @escaping @Sendable ([DatabaseValue]) throws -> (any DatabaseValueConvertible)?
    ) {
        self.name = name
        self.argumentCount = argumentCount
        isPure = pure
        body = function
    }

    /// Registers the function on `connection`, which keeps it alive until it is replaced or closed.
    func register(on connection: OpaquePointer) throws {
        let flags = SQLITE_UTF8 | (isPure ? SQLITE_DETERMINISTIC : 0)
        let box = Unmanaged.passRetained(self).toOpaque()
        let code = sqlite3_create_function_v2(
            connection, name, argumentCount, flags, box,
            { context, count, arguments in
                let function = Unmanaged<DatabaseFunction>.fromOpaque(sqlite3_user_data(context)).takeUnretainedValue()
                function.call(context, count: Int(count), arguments: arguments)
            },
            nil, nil,
            { box in box.map { Unmanaged<DatabaseFunction>.fromOpaque($0).release() } })
        guard code == SQLITE_OK else { throw DatabaseError(code: code, connection: connection) }
    }

    private func call(
        _ context: OpaquePointer?, count: Int, arguments: UnsafeMutablePointer<OpaquePointer?>?
    ) {
        let values = (0..<count).map { Self.value(of: arguments?[$0]) }
        do {
            switch try body(values)?.databaseValue.storage ?? .null {
            case .null: sqlite3_result_null(context)
            case let .int64(number): sqlite3_result_int64(context, number)
            case let .double(number): sqlite3_result_double(context, number)
            case let .string(text): sqlite3_result_text(context, text, -1, viper_sqlite_transient())
            case let .blob(bytes):
                bytes.withUnsafeBytes {
                    sqlite3_result_blob(context, $0.baseAddress, Int32($0.count), viper_sqlite_transient())
                }
            }
        } catch let error as DatabaseError {
            sqlite3_result_error(context, error.message ?? "\(error)", -1)
            sqlite3_result_error_code(context, error.extendedResultCode.rawValue)
        } catch {
            sqlite3_result_error(context, "\(error)", -1)
        }
    }

    private static func value(of argument: OpaquePointer?) -> DatabaseValue {
        switch sqlite3_value_type(argument) {
        case SQLITE_INTEGER: return DatabaseValue(storage: .int64(sqlite3_value_int64(argument)))
        case SQLITE_FLOAT: return DatabaseValue(storage: .double(sqlite3_value_double(argument)))
        case SQLITE_TEXT:
            guard let text = sqlite3_value_text(argument) else { return DatabaseValue(storage: .string("")) }
            let bytes = UnsafeBufferPointer(start: text, count: Int(sqlite3_value_bytes(argument)))
            return DatabaseValue(storage: .string(String(decoding: bytes, as: UTF8.self)))
        case SQLITE_BLOB:
            guard let blob = sqlite3_value_blob(argument) else { return DatabaseValue(storage: .blob([])) }
            let bytes = UnsafeRawBufferPointer(start: blob, count: Int(sqlite3_value_bytes(argument)))
            return DatabaseValue(storage: .blob(Array(bytes)))
        default: return .null
        }
    }
}
