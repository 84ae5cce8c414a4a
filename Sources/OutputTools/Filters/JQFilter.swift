import CJQ
import ShellKit
import Synchronization

/// A `--jq` expression compiled by jq itself (the system's libjq, loaded on first use, as the
/// live source loads libcurl): its results as gh prints them, a string raw and anything else as
/// compact JSON, one per line.
package final class JQFilter: @unchecked Sendable {
    /// Why an expression cannot be used.
    package enum Failure: Error, Equatable {
        /// jq's own compile message.
        case compile(String)
        /// libjq is not installed; why it could not be loaded.
        case unavailable(String)
    }

    package let expression: String
    /// The compiled program; jq's state is not shared between threads, so every run holds the lock
    /// (that is what makes this type Sendable).
    private let program: OpaquePointer
    private let lock = Mutex<Void>(())

    package init(_ expression: String) throws(Failure) {
        var error: UnsafeMutablePointer<CChar>?
        var unavailable: Int32 = 0
        guard let program = vs_jq_compile(expression, &error, &unavailable) else {
            let message = error.map { String(cString: $0) } ?? "jq: compile error"
            vs_jq_free_string(error)
            throw unavailable != 0 ? .unavailable(message) : .compile(message)
        }
        self.expression = expression
        self.program = program
    }

    deinit {
        vs_jq_free(program)
    }

    /// The results over `json`, each a line; on a runtime error, the lines before it and jq's message.
    package func apply(to json: String) -> (lines: [String], error: String?) {
        final class Collected {
            var lines: [String] = []
        }
        let collected = Collected()
        var error: UnsafeMutablePointer<CChar>?
        let status = lock.withLock { _ in
            json.utf8CString.withUnsafeBufferPointer { buffer in
                vs_jq_run(
                    program, buffer.baseAddress, buffer.count - 1,
                    { context, bytes, length, _ in
                        let collected = Unmanaged<Collected>.fromOpaque(context!).takeUnretainedValue()
                        let text = bytes.map {
                            String(decoding: UnsafeRawBufferPointer(start: $0, count: length), as: UTF8.self)
                        }
                        collected.lines.append(text ?? "")
                    }, Unmanaged.passUnretained(collected).toOpaque(), &error)
            }
        }
        defer { vs_jq_free_string(error) }
        guard status != 0 else { return (collected.lines, nil) }
        return (collected.lines, error.map { String(cString: $0) } ?? "jq: error")
    }
}

extension JQFilter: Equatable {
    package static func == (lhs: JQFilter, rhs: JQFilter) -> Bool { lhs.expression == rhs.expression }
}
