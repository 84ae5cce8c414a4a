import CHTTPTransfer
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShellKit
import Synchronization

/// One HTTP response: status, headers (names lowercased) and body.
package struct HTTPResponse: Sendable, Equatable {
    package let status: Int
    package let headers: [String: String]
    package let body: Data

    /// The header block of a response (status line first), as names lowercased to values.
    package static func headerFields(of block: String) -> [String: String] {
        var fields: [String: String] = [:]
        for line in block.split(whereSeparator: \.isNewline).dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingBlanks().lowercased()
            fields[name] = line[line.index(after: colon)...].trimmingBlanks()
        }
        return fields
    }
}

/// Why a transfer produced no response.
package enum HTTPTransferFailure: Error, Equatable, Sendable {
    /// libcurl is not installed (or too old); the reason says which.
    case unavailable(String)
    case timeout
    case cannotConnect
    case unknownHost
    case cancelled
    /// The connection dropped or the answer was cut short (worth one retry).
    case connectionLost
    case tls(String)
    case tooLarge
    case other(String)
}

/// HTTP requests through the system's libcurl (`CHTTPTransfer`), loaded on the first request so
/// a shell that never uses the live source never maps a networking library. Each transfer runs
/// on a thread of its own and waits in `poll(2)`: waiting for a slow server costs no CPU. It
/// stops within `pollMilliseconds` when the task is cancelled or `isCancelled` (Ctrl-C) says so.
package struct CurlHTTPTransport: Sendable {
    /// At most this much body is accepted (a listing page of 100 items is well under 10 MB).
    package var maximumBodyBytes = 64 * 1024 * 1024
    /// How often a waiting transfer looks at its stop signal.
    package var pollMilliseconds: Int32 = 100

    package init() {}

    package func get(
        _ url: String, headers: [String], idleTimeout: TimeInterval, totalTimeout: TimeInterval,
        isCancelled: @escaping @Sendable () -> Bool
    ) async throws(HTTPTransferFailure) -> HTTPResponse {
        try await send(
            "GET", url, headers: headers, body: nil, idleTimeout: idleTimeout, totalTimeout: totalTimeout,
            isCancelled: isCancelled)
    }

    /// Any request: `method` with `body` sent as it is (nil: none). Only a GET follows redirects.
    package func send(
        _ method: String, _ url: String, headers: [String], body: [UInt8]?, idleTimeout: TimeInterval,
        totalTimeout: TimeInterval, isCancelled: @escaping @Sendable () -> Bool
    ) async throws(HTTPTransferFailure) -> HTTPResponse {
        let stop = StopSignal(isCancelled: isCancelled)
        let transfer = Transfer(
            method: method, url: url, headers: headers, body: body, idleTimeout: idleTimeout,
            totalTimeout: totalTimeout, maximumBodyBytes: maximumBodyBytes, pollMilliseconds: pollMilliseconds)
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation {
                (continuation: CheckedContinuation<Result<HTTPResponse, HTTPTransferFailure>, Never>) in
                DetachedThread.start { continuation.resume(returning: transfer.run(stop: stop)) }
            }
        } onCancel: {
            stop.cancel()
        }
        return try result.get()
    }

    /// One GET on the calling thread, which it blocks until the answer (for a thread of the
    /// caller's own, such as the image fetcher's: no task or executor is involved).
    package func getBlocking(
        _ url: String, headers: [String], idleTimeout: TimeInterval, totalTimeout: TimeInterval,
        isCancelled: @escaping @Sendable () -> Bool
    ) -> Result<HTTPResponse, HTTPTransferFailure> {
        Transfer(
            method: "GET", url: url, headers: headers, body: nil, idleTimeout: idleTimeout,
            totalTimeout: totalTimeout, maximumBodyBytes: maximumBodyBytes, pollMilliseconds: pollMilliseconds
        ).run(stop: StopSignal(isCancelled: isCancelled))
    }

    /// Whether the transfer should stop: the task was cancelled, or the caller says so.
    package final class StopSignal: Sendable {
        private let cancelled = Atomic(false)
        private let isCancelled: @Sendable () -> Bool

        package init(isCancelled: @escaping @Sendable () -> Bool) { self.isCancelled = isCancelled }

        package func cancel() { cancelled.store(true, ordering: .relaxed) }

        package var shouldStop: Bool { cancelled.load(ordering: .relaxed) || isCancelled() }
    }

    /// One blocking request, run on its own thread.
    private struct Transfer: Sendable {
        package let method: String
        package let url: String
        package let headers: [String]
        package let body: [UInt8]?
        package let idleTimeout: TimeInterval
        package let totalTimeout: TimeInterval
        package let maximumBodyBytes: Int
        package let pollMilliseconds: Int32

        package func run(stop: StopSignal) -> Result<HTTPResponse, HTTPTransferFailure> {
            var response = vs_http_response()
            defer { vs_http_free(&response) }
            let context = Unmanaged.passRetained(stop)
            defer { context.release() }
            let cStrings = headers.map { strdup($0) }
            defer { cStrings.forEach { free($0) } }
            var lines: [UnsafePointer<CChar>?] = cStrings.map { UnsafePointer($0) }
            // The body as C bytes (an empty one still has an address: libcurl sends Content-Length 0).
            let cBody = body.map { bytes -> UnsafeMutablePointer<CChar> in
                let copy = UnsafeMutablePointer<CChar>.allocate(capacity: max(1, bytes.count))
                bytes.withUnsafeBufferPointer { source in
                    source.withMemoryRebound(to: CChar.self) {
                        if let start = $0.baseAddress { copy.initialize(from: start, count: $0.count) }
                    }
                }
                return copy
            }
            defer { cBody?.deallocate() }
            lines.withUnsafeMutableBufferPointer { buffer in
                vs_http_request(
                    method, url, buffer.baseAddress, Int32(buffer.count), cBody, body?.count ?? 0,
                    Self.milliseconds(idleTimeout), Self.milliseconds(totalTimeout), maximumBodyBytes,
                    { context in Unmanaged<StopSignal>.fromOpaque(context!).takeUnretainedValue().shouldStop ? 1 : 0 },
                    context.toOpaque(), pollMilliseconds, &response)
            }
            let message = withUnsafeBytes(of: response.message) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            switch Int(response.failure) {
            case Int(VS_HTTP_OK.rawValue):
                let block = response.headers.map { String(cString: $0) } ?? ""
                let body = response.body.map { Data(bytes: $0, count: response.body_length) } ?? Data()
                return .success(
                    HTTPResponse(status: response.status, headers: HTTPResponse.headerFields(of: block), body: body))
            case Int(VS_HTTP_UNAVAILABLE.rawValue): return .failure(.unavailable(message))
            case Int(VS_HTTP_TIMEOUT.rawValue): return .failure(.timeout)
            case Int(VS_HTTP_CANNOT_CONNECT.rawValue): return .failure(.cannotConnect)
            case Int(VS_HTTP_UNKNOWN_HOST.rawValue): return .failure(.unknownHost)
            case Int(VS_HTTP_CANCELLED.rawValue): return .failure(.cancelled)
            case Int(VS_HTTP_CONNECTION_LOST.rawValue): return .failure(.connectionLost)
            case Int(VS_HTTP_TLS.rawValue): return .failure(.tls(message))
            case Int(VS_HTTP_TOO_LARGE.rawValue): return .failure(.tooLarge)
            default: return .failure(.other(message))
            }
        }

        private static func milliseconds(_ seconds: TimeInterval) -> Int {
            max(1, Int((seconds * 1000).rounded(.up)))
        }
    }
}
