/// The values of a statement's `?` parameters, in order.
public struct StatementArguments: Sendable, ExpressibleByArrayLiteral, Equatable {
    public var values: [DatabaseValue]

    public init() { values = [] }
    public init(_ values: [DatabaseValue]) { self.values = values }
    public init(_ values: [any DatabaseValueConvertible]) { self.values = values.map(\.databaseValue) }
    public init(arrayLiteral elements: (any DatabaseValueConvertible)?...) {
        values = elements.map { $0?.databaseValue ?? .null }
    }

    public var isEmpty: Bool { values.isEmpty }

    public static func + (lhs: StatementArguments, rhs: StatementArguments) -> StatementArguments {
        StatementArguments(lhs.values + rhs.values)
    }
}
