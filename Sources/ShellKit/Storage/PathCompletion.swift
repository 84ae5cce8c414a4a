import FoundationEssentials

/// The paths that complete a partly typed one, as a shell offers them: the entries of the folder
/// typed so far whose names start with the last part typed (hidden ones only when that part
/// starts with a dot), each written as the user would go on typing it (the typed folder and a
/// leading `~/` kept), sorted. Used by `source <Tab>` in the shell and by `--source` in the
/// command-line completion scripts.
package enum PathCompletion {
    /// - Parameters:
    ///   - typed: the word so far (`da`, `data/it`, `~/Down`, `/tmp/`).
    ///   - workingDirectory: what a relative path is read against.
    ///   - home: what `~/` stands for (nil: `~/` completes nothing).
    ///   - marksFolders: end a folder's name with `/` (readline); bash's `-o filenames` adds it itself.
    package static func candidates(
        for typed: String, workingDirectory: String, home: String?, marksFolders: Bool
    ) -> [String] {
        let slash = typed.lastIndex(of: "/")
        let folderAsTyped = slash.map { String(typed[...$0]) } ?? ""
        let namePrefix = slash.map { String(typed[typed.index(after: $0)...]) } ?? typed
        guard let folder = resolve(folderAsTyped, workingDirectory: workingDirectory, home: home),
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
        else { return [] }
        return names.filter { $0.hasPrefix(namePrefix) && (namePrefix.hasPrefix(".") || !$0.hasPrefix(".")) }.sorted()
            .map { name in
                var isFolder = false
                let marked =
                    marksFolders
                    && FileManager.default.fileExists(atPath: FilePath.join(folder, name), isDirectory: &isFolder)
                    && isFolder
                return folderAsTyped + name + (marked ? "/" : "")
            }
    }

    /// The folder part as typed (`""`, `data/`, `~/`, `/`), as an absolute path.
    private static func resolve(_ folder: String, workingDirectory: String, home: String?) -> String? {
        if folder.isEmpty { return workingDirectory }
        if folder.hasPrefix("/") { return folder }
        if folder.hasPrefix("~/") {
            guard let home else { return nil }
            return FilePath.join(home, String(folder.dropFirst(2)))
        }
        return FilePath.join(workingDirectory, folder)
    }
}
