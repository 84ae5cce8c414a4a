import Foundation

/// A database path in a folder of its own, removed with the value.
final class ScratchDatabase {
    let folder: String
    let path: String

    init(_ name: String = "test.sqlite") throws {
        folder = NSTemporaryDirectory() + "sqlitekit-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        path = folder + "/" + name
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }
}
