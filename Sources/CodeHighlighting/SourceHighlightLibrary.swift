import CSourceHighlight

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The two calls into GNU source-highlight (CSourceHighlight's shim), with its malloc'd
/// results copied into Swift values and freed.
enum SourceHighlightLibrary {
    /// The outcome of one `highlight` call.
    enum Outcome: Equatable {
        case highlighted([UInt8])
        /// The data or the definition is missing or broken: source-highlight's message.
        case failed(String)
        /// Abandoned after the time limit.
        case timedOut
    }

    /// `code` highlighted as `languageFile` (a name in `dataDirectory` or an absolute path)
    /// in the output language and style given (names in `dataDirectory` or absolute paths).
    static func highlight(
        _ code: [UInt8], languageFile: String, dataDirectory: String, outputLanguage: String, style: String,
        timeLimitMilliseconds: Int
    ) -> Outcome {
        guard !code.isEmpty else { return .highlighted([]) }
        var result: UnsafeMutablePointer<CChar>?
        let status = code.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                shl_highlight(
                    dataDirectory, outputLanguage, style, characters.baseAddress!,
                    characters.count, languageFile, timeLimitMilliseconds, &result)
            }
        }
        defer { free(result) }
        let bytes = result.map { Array(UnsafeRawBufferPointer(start: $0, count: strlen($0))) } ?? []
        switch status {
        case SHL_OK.rawValue: return .highlighted(bytes)
        case SHL_TIME_LIMIT.rawValue: return .timedOut
        default: return .failed(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// The .lang file `dataDirectory`'s lang.map names for `name`, or nil.
    static func mappedLanguageFile(_ name: String, dataDirectory: String) -> String? {
        var result: UnsafeMutablePointer<CChar>?
        let status = shl_lang_file(dataDirectory, name, &result)
        defer { free(result) }
        guard status == SHL_OK.rawValue, let result else { return nil }
        let file = String(cString: result)
        return file.isEmpty ? nil : file
    }
}
