import Foundation
import TestSupport

/// The images `image_fixtures.py` draws with python3-pil, and what PIL reads back from each (the
/// oracle): made once per test run.
struct ImageFixtures: Sendable {
    /// One fixture as PIL reads it.
    struct Expected: Decodable, Sendable {
        let format: String
        let width: Int
        let height: Int
        /// RGBA for images of up to 1,024 pixels; empty for larger ones.
        let pixels: [[Int]]
        /// The RGBA bytes, row by row, each times its position counted from 1, summed modulo 2⁶¹.
        let digest: Int
    }

    let folder: TemporaryDirectory
    let expected: [String: Expected]

    static let python = "/usr/bin/python3"

    static let shared: Result<ImageFixtures, FixtureFailure> = make()

    /// Why the fixtures could not be made (python3-pil missing, most likely).
    struct FixtureFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// The fixtures, or a failure that names what to install.
    static func load() throws -> ImageFixtures { try shared.get() }

    func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: folder.file(name))))
    }

    private static func make() -> Result<ImageFixtures, FixtureFailure> {
        do {
            let folder = try TemporaryDirectory(prefix: "image-fixtures")
            let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("image_fixtures.py")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: python)
            process.arguments = [script.path, folder.path]
            let output = Pipe()
            let errors = Pipe()
            process.standardOutput = output
            process.standardError = errors
            try process.run()
            let manifest = output.fileHandleForReading.readDataToEndOfFile()
            let complaint = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                return .failure(FixtureFailure(description: """
                    \(python) could not draw the image fixtures (run Scripts/system-packages test, which installs \
                    python3-pil): \(String(decoding: complaint, as: UTF8.self))
                    """))
            }
            let expected = try JSONDecoder().decode([String: Expected].self, from: manifest)
            return .success(ImageFixtures(folder: folder, expected: expected))
        } catch {
            return .failure(FixtureFailure(description: "the image fixtures: \(error)"))
        }
    }
}
