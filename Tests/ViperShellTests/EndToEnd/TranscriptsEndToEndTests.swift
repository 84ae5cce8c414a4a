import Foundation
import Testing

/// Replays every transcript in Tests/Transcripts through the built binary (`--expect`): a
/// transcript that no longer matches fails the suite with its diff. Refresh one with
/// `viper-shell --expect FILE --update` (with the variables below set).
struct TranscriptsEndToEndTests {
    /// The passwords the transcripts answer prompts with, by variable (never in the files).
    static let environment = [
        "VIPER_PASSWORD": "correct-horse-9",
        "SHORT_PASSWORD": "short",
        "SAME_AS_ID": "alice1234",
        "OTHER_PASSWORD": "different-9",
        "WRONG_PASSWORD": "wrong-password-9",
        "VIPER_SHELL_NOW": "2026-11-01T12:00:00+09:00",
    ]

    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Transcripts").path

    static var transcripts: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".transcript") }.sorted()
    }

    @Test func theProjectsTranscriptsAreFound() {
        #expect(Self.transcripts.count >= 5, "no transcripts in \(Self.folder)")
    }

    @Test(arguments: transcripts)
    func replaysAsRecorded(name: String) async throws {
        let outcome = try await ShellProcess.run(
            home: nil, ["--expect", Self.folder + "/" + name], environment: Self.environment)
        #expect(outcome.status == 0, "\(name) no longer matches:\n\(outcome.stdout)\(outcome.stderr)")
        for secret in ["correct-horse-9", "different-9", "wrong-password-9"] {
            #expect(!outcome.stdout.contains(secret) && !outcome.stderr.contains(secret))
        }
    }
}
