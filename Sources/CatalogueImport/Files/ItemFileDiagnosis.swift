import FoundationEssentials
import ShellKit

/// Names the first item and field that `JSONDecoder` refused, by walking a syntactically valid
/// document field by field (its own errors on Linux may lack the coding path).
package struct ItemFileDiagnosis: Decodable {
    /// A problem in item `item` (1-based), as an `ItemSourceError` for `file`.
    package struct Problem: Equatable {
        package let item: Int
        package let kind: Kind

        package enum Kind: Equatable {
            case notAnObject
            case missing(field: String)
            case wrongType(field: String, expected: ItemSourceError.FieldType)
            case null(field: String, expected: ItemSourceError.FieldType)
        }

        package func error(file: String) -> ItemSourceError {
            switch kind {
            case .notAnObject: .notAnObject(file: file, item: item)
            case let .missing(field): .missingField(file: file, item: item, field: field)
            case let .wrongType(field, expected): .wrongType(file: file, item: item, field: field, expected: expected)
            case let .null(field, expected): .nullField(file: file, item: item, field: field, expected: expected)
            }
        }
    }

    /// nil when every item decodes.
    private(set) var problem: Problem?

    package init(from decoder: any Decoder) throws {
        var list = try decoder.unkeyedContainer()
        var number = 0
        while !list.isAtEnd {
            number += 1
            guard let item = try? list.nestedContainer(keyedBy: FieldKey.self) else {
                problem = Problem(item: number, kind: .notAnObject)
                return
            }
            if let kind = Self.firstProblem(in: item) {
                problem = Problem(item: number, kind: kind)
                return
            }
        }
    }

    private typealias Container = KeyedDecodingContainer<FieldKey>

    private static func firstProblem(in item: Container) -> Problem.Kind? {
        for field in ["id", "title", "body", "url"] {
            if let kind = check(String.self, field, in: item, as: .string) { return kind }
        }
        if let kind = userProblem(in: item) { return kind }
        if let kind = tagsProblem(in: item) { return kind }
        for field in ["likes_count", "stocks_count", "comments_count"] {
            if let kind = check(Int.self, field, in: item, as: .number) { return kind }
        }
        for field in ["created_at", "updated_at"] {
            if let kind = check(String.self, field, in: item, as: .string) { return kind }
        }
        return commentsProblem(in: item)
    }

    /// `comments` is optional (ours, not Qiita's item field); when present, an array of
    /// Qiita comment objects, named `comments.FIELD` in messages.
    private static func commentsProblem(in item: Container) -> Problem.Kind? {
        if let kind = check(AnyArray.self, "comments", in: item, as: .arrayOfObjects, optional: true) { return kind }
        guard var comments = try? item.nestedUnkeyedContainer(forKey: FieldKey("comments")) else { return nil }
        while !comments.isAtEnd {
            guard let comment = try? comments.nestedContainer(keyedBy: FieldKey.self) else {
                return .wrongType(field: "comments", expected: .arrayOfObjects)
            }
            for field in ["id", "body", "created_at", "updated_at"] {
                if let kind = check(String.self, field, in: comment, as: .string, prefix: "comments.") { return kind }
            }
            if let kind = check(
                String.self, "rendered_body", in: comment, as: .string, prefix: "comments.", optional: true)
            {
                return kind
            }
            if let kind = check(EmptyObject.self, "user", in: comment, as: .object, prefix: "comments.") { return kind }
            guard let user = try? comment.nestedContainer(keyedBy: FieldKey.self, forKey: FieldKey("user")) else {
                continue
            }
            if let kind = check(String.self, "id", in: user, as: .string, prefix: "comments.user.") { return kind }
            if let kind = check(String.self, "name", in: user, as: .string, prefix: "comments.user.", optional: true) {
                return kind
            }
            if let kind = check(
                String.self, "github_login_name", in: user, as: .string, prefix: "comments.user.", optional: true)
            {
                return kind
            }
        }
        return nil
    }

    private static func userProblem(in item: Container) -> Problem.Kind? {
        if let kind = check(EmptyObject.self, "user", in: item, as: .object) { return kind }
        guard let user = try? item.nestedContainer(keyedBy: FieldKey.self, forKey: FieldKey("user")) else { return nil }
        if let kind = check(String.self, "id", in: user, as: .string, prefix: "user.") { return kind }
        if let kind = check(String.self, "name", in: user, as: .string, prefix: "user.", optional: true) { return kind }
        return check(String.self, "github_login_name", in: user, as: .string, prefix: "user.", optional: true)
    }

    private static func tagsProblem(in item: Container) -> Problem.Kind? {
        if let kind = check(AnyArray.self, "tags", in: item, as: .array) { return kind }
        guard var tags = try? item.nestedUnkeyedContainer(forKey: FieldKey("tags")) else { return nil }
        while !tags.isAtEnd {
            guard let tag = try? tags.nestedContainer(keyedBy: FieldKey.self) else {
                return .wrongType(field: "tags", expected: .arrayOfObjects)
            }
            if let kind = check(String.self, "name", in: tag, as: .string, prefix: "tags.") { return kind }
            if let kind = check(
                [String].self, "versions", in: tag, as: .arrayOfStrings, prefix: "tags.", optional: true)
            {
                return kind
            }
        }
        return nil
    }

    private static func check<Value: Decodable>(
        _ type: Value.Type, _ field: String, in container: Container,
        as expected: ItemSourceError.FieldType, prefix: String = "", optional: Bool = false
    ) -> Problem.Kind? {
        let key = FieldKey(field)
        guard container.contains(key) else { return optional ? nil : .missing(field: prefix + field) }
        if (try? container.decodeNil(forKey: key)) == true {
            return optional ? nil : .null(field: prefix + field, expected: expected)
        }
        guard (try? container.decode(Value.self, forKey: key)) != nil else {
            return .wrongType(field: prefix + field, expected: expected)
        }
        return nil
    }
}

/// Any JSON object, its contents ignored.
private struct EmptyObject: Decodable {
    package init(from decoder: any Decoder) throws {
        _ = try decoder.container(keyedBy: FieldKey.self)
    }
}

/// Any JSON array, its contents ignored.
private struct AnyArray: Decodable {
    package init(from decoder: any Decoder) throws {
        _ = try decoder.unkeyedContainer()
    }
}

/// A JSON object key given by name.
private struct FieldKey: CodingKey {
    package let stringValue: String
    package var intValue: Int? { nil }

    package init(_ name: String) { stringValue = name }
    package init?(stringValue: String) { self.stringValue = stringValue }
    package init?(intValue: Int) { nil }
}
