#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The text of the C library's `errno`, for messages about files.
///
/// The shell never sets a C locale, so `strerror` speaks English; messages shown in Japanese
/// replace the texts of the errors a user meets with files (`japanese(_:)`, from
/// `SystemReasonMessage`).
package enum SystemError {
    /// `strerror(errno)` (or of the given code) as a Swift string.
    package static func describe(_ code: Int32 = errno) -> String {
        String(cString: strerror(code))
    }

    /// `text` with every English error text of `SystemReasonMessage` replaced by its Japanese.
    package static func japanese(_ text: String) -> String {
        var result = text
        for reason in SystemReasonMessage.allCases {
            let english = describe(reason.code)
            if result.contains(english) {
                result = result.replacing(english, with: reason.texts.japanese)
            }
        }
        return result
    }
}
