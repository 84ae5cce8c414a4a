import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Scripts/qiita-fixture-server on a free port of 127.0.0.1, for the duration of a test: set
/// faults for the next requests and read back the raw requests it received.
package final class QiitaFixtureServer: Sendable {
    package let process: Process
    package let port: Int
    package var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// `items`: a JSON file of the items to serve (else the script makes 60 up).
    package init(items: String? = nil) throws {
        // Tests/Support/ is two folders below the repository.
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scripts/qiita-fixture-server").path
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // A test may start its server long before its first request when the suite's tests crowd
        // two cores: the server waits 10 minutes (it also stops when the test process ends).
        process.arguments = ["python3", script, "--idle", "600"] + (items.map { ["--items", $0] } ?? [])
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let line = String(decoding: output.fileHandleForReading.availableDataUntilNewline(), as: UTF8.self)
        guard line.hasPrefix("port "), let port = Int(line.dropFirst(5).trimmingCharacters(in: .whitespacesAndNewlines))
        else {
            process.terminate()
            throw CocoaError(
                .fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "the fixture server did not start: \(line)"])
        }
        self.port = port
    }

    deinit {
        process.terminate()
    }

    /// The next `times` API requests fail as `name` (see the script's usage).
    package func fail(_ name: String, times: Int = 1) async throws {
        _ = try await URLSession.shared.data(
            from: baseURL.appendingPathComponent("_fault/\(name)").appending(queryItems: [
                URLQueryItem(name: "times", value: String(times))
            ]))
    }

    /// The requests received so far: path with query as sent, and the Authorization header.
    package func requests() async throws -> [(path: String, authorization: String?)] {
        let (data, _) = try await URLSession.shared.data(from: baseURL.appendingPathComponent("_requests"))
        let list = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
        return list.map { ($0["path"] as? String ?? "", $0["authorization"] as? String) }
    }

    /// How many times each path (with its query, as sent) was requested so far.
    package func requestCounts() async throws -> [String: Int] {
        try await requests().reduce(into: [:]) { counts, request in counts[request.path, default: 0] += 1 }
    }
}

private extension FileHandle {
    /// Reads byte by byte up to and including the first newline (the server's port line).
    func availableDataUntilNewline() -> Data {
        var data = Data()
        while let byte = try? read(upToCount: 1), !byte.isEmpty {
            data.append(byte)
            if byte == Data([0x0A]) { break }
        }
        return data
    }
}
