/// Why `JSONValue.parse` refused a document, with the byte offset where it stopped.
package struct JSONParseError: Error, Equatable, Sendable {
    /// What was wrong, in the words of the JSON grammar.
    package enum Reason: Equatable, Sendable {
        case unexpectedEnd
        case unexpectedByte
        case badNumber
        case numberOutOfRange
        case badEscape
        case controlCharacterInString
        case invalidUTF8
        case tooDeep
    }

    package let reason: Reason
    package let offset: Int
}
