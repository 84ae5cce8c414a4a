import FastPaths
import FoundationEssentials
import ItemsModel
import ShellKit

/// The items of a JSON array document (what `GET /api/v2/items` returns, several pages
/// concatenated), decoded one element at a time as the bytes arrive. The first problem ends
/// the stream with an error naming the file and where: a syntax error by line and column, a
/// bad item by its number and field.
package struct ItemJSONStream: ItemStream {
    private var scanner: JSONArrayScanner
    private let fileName: String
    private let decoder = JSONDecoder()
    /// The largest document that is not an array read whole to say where its syntax fails.
    static let wholeDocumentLimit = 16 << 20

    /// Items decoded so far.
    private var number = 0

    /// `fileName` is for messages; `chunkSize` is how much is read at a time.
    package init(source: any ItemByteSource, fileName: String, chunkSize: Int = JSONArrayScanner.defaultChunkSize) {
        scanner = JSONArrayScanner(source: source, chunkSize: chunkSize)
        self.fileName = fileName
    }

    package var fractionRead: Double {
        scanner.size > 0 ? min(1, Double(scanner.consumed) / Double(scanner.size)) : 0
    }

    package mutating func next() throws(ItemSourceError) -> QiitaItem? {
        let element: JSONArrayScanner.Element?
        do { element = try scanner.next() } catch { throw try describe(error) }
        guard let element else {
            if number == 0 { throw .noItems(file: fileName) }
            return nil
        }
        number += 1
        let item: QiitaItem
        do {
            // Plainly shaped items are read by hand (FastPaths); JSONDecoder reads (and judges) the rest.
            if let quick = QiitaItemQuickDecoder.item(from: element.bytes) {
                item = QuickItemMapping.item(quick)
            } else {
                item = try decoder.decode(QiitaItem.self, from: Data(element.bytes))
            }
        } catch {
            let problem = try problem(in: element)
            throw try firstProblem(after: problem, isItsSyntax: problem.isLocatedSyntaxError, isItsShape: true)
        }
        if let problem = timestampProblem(of: item) {
            throw try firstProblem(after: problem, isItsSyntax: false, isItsShape: false)
        }
        return item
    }

    private func timestampProblem(of item: QiitaItem) -> ItemSourceError? {
        var timestamps = [("created_at", item.createdAt), ("updated_at", item.updatedAt)]
        for comment in item.comments ?? [] {
            timestamps += [("comments.created_at", comment.createdAt), ("comments.updated_at", comment.updatedAt)]
        }
        for (field, value) in timestamps where ItemTimestamp.epochSeconds(value) == nil {
            return .badTimestamp(file: fileName, item: number, field: field, value: value)
        }
        return nil
    }

    /// Which problem the user is told about: a bad document is named by its first syntax error
    /// wherever it lies, then by the first item of the wrong shape, then by the first bad
    /// timestamp. So after a problem in an item, the rest of the document is read for a problem
    /// that comes first in that order (only on this error path; good items are never read twice).
    private mutating func firstProblem(
        after problem: ItemSourceError, isItsSyntax: Bool, isItsShape: Bool
    ) throws(ItemSourceError) -> ItemSourceError {
        if isItsSyntax { return problem }
        var shapeProblem = isItsShape ? problem : nil
        while true {
            let element: JSONArrayScanner.Element?
            do { element = try scanner.next() } catch { return try describe(error) }
            guard let element else { return shapeProblem ?? problem }
            number += 1
            if let offset = JSONSyntaxLocator.firstErrorOffset(in: element.bytes) {
                return try describe(.syntax(offset: element.offset + offset))
            }
            if shapeProblem == nil, (try? decoder.decode(QiitaItem.self, from: Data(element.bytes))) == nil {
                shapeProblem = try self.problem(in: element)
            }
        }
    }

    /// The first problem of an element the decoder refused: a syntax error, else the first
    /// field that is missing or of the wrong type.
    private mutating func problem(in element: JSONArrayScanner.Element) throws(ItemSourceError) -> ItemSourceError {
        if let offset = JSONSyntaxLocator.firstErrorOffset(in: element.bytes) {
            return try describe(.syntax(offset: element.offset + offset))
        }
        let wrapped = Data([UInt8(ascii: "[")] + element.bytes + [UInt8(ascii: "]")])
        if let problem = (try? JSONDecoder().decode(ItemFileDiagnosis.self, from: wrapped))?.problem {
            return ItemFileDiagnosis.Problem(item: number, kind: problem.kind).error(file: fileName)
        }
        return .notJSON(file: fileName, line: nil, column: nil)
    }

    /// The scanner's failure as the error the user reads.
    private mutating func describe(_ failure: JSONArrayScanner.Failure) throws(ItemSourceError) -> ItemSourceError {
        switch failure {
        case .empty:
            return .empty(file: fileName)
        case .syntax(let offset):
            // A pipe cannot be read again to count lines: the error is then told without them.
            guard let location = try? scanner.location(of: offset) else {
                return .notJSON(file: fileName, line: nil, column: nil)
            }
            return .notJSON(file: fileName, line: location.line, column: location.column)
        case .notAnArray:
            // A document too big to hold (or endless, such as /dev/zero), or one that cannot be
            // read again, is named by its first byte.
            guard let bytes = try? scanner.wholeDocument(limit: Self.wholeDocumentLimit) else {
                let first = scanner.firstBytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
                guard let first, Array("{\"tfn-0123456789".utf8).contains(first) else {
                    return .notJSON(file: fileName, line: nil, column: nil)
                }
                return .notAnArray(file: fileName, found: Self.kind(startingWith: scanner.firstBytes))
            }
            if let location = JSONSyntaxLocator.firstError(in: bytes) {
                return .notJSON(file: fileName, line: location.line, column: location.column)
            }
            return .notAnArray(file: fileName, found: Self.kind(startingWith: bytes))
        case .source(let error):
            throw error
        }
    }

    /// What a well-formed document that is not an array holds, judged by its first byte.
    private static func kind(startingWith bytes: [UInt8]) -> ItemSourceError.JSONKind {
        let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        switch first {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .boolean
        case UInt8(ascii: "n"): return .null
        default: return .number
        }
    }
}
