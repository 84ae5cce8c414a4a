#if canImport(Glibc)
import Glibc
#endif
import FoundationEssentials
import ItemsModel
import ShellKit

/// `code --save DIR`: each block at `DIR/NAME` (folders made), NAME as CodeBlockFileNames places
/// it: the fence's file name (a diff's with `.diff` after it), else `block-K.EXT`, and a name an
/// earlier block has numbered (`items-2.py`). A name that is absolute, climbs with `..`, is empty
/// or holds NUL or a newline, or reaches outside DIR through a symbolic link is refused, block by
/// block; an existing file is refused unless `force`.
package enum CodeBlockSaver {
    /// What became of one block.
    package enum Outcome: Equatable, Sendable {
        case written(block: Int, path: String)
        /// Written under another name than it asked for (`name`), which block `sameNameAs` has.
        case renamed(block: Int, path: String, name: String, sameNameAs: Int)
        case refused(block: Int, UserFileError)
    }

    package static func save(_ blocks: [ItemCodeBlock], into folder: String, force: Bool) -> [Outcome] {
        zip(blocks, CodeBlockFileNames.place(blocks)).map { block, placement in
            do throws(UserFileError) {
                let placement = try placement.get()
                let path = FilePath.join(folder, placement.name)
                try UserFileWriter.makeFolders(folder)
                try makeFoldersInside(folder, for: placement.name)
                try insideFolder(path, folder: folder, name: placement.name)
                try UserFileWriter.write(Array(block.code.utf8), to: path, force: force)
                guard let holder = placement.sameNameAs else { return .written(block: block.number, path: path) }
                return .renamed(block: block.number, path: path, name: placement.askedName, sameNameAs: holder)
            } catch {
                return .refused(block: block.number, error)
            }
        }
    }

    /// The relative path the name gives, or why it cannot be one.
    static func safeName(_ name: String) throws(UserFileError) -> String {
        if name.isEmpty || name.contains("\0") || name.contains(where: { $0 == "\n" || $0 == "\r" }) {
            throw .badName(name: name)
        }
        if name.hasPrefix("/") || name.hasPrefix("~") { throw .outside(name: name) }
        let parts = name.split(separator: "/", omittingEmptySubsequences: true)
        if parts.isEmpty || parts.contains(where: { $0 == ".." }) { throw .outside(name: name) }
        return parts.filter { $0 != "." }.joined(separator: "/")
    }

    /// The folders of `name` below `folder`, made one by one: one that is a symbolic link is
    /// refused before anything is made through it.
    static func makeFoldersInside(_ folder: String, for name: String) throws(UserFileError) {
        var current = folder
        for part in name.split(separator: "/").dropLast() {
            current = FilePath.join(current, String(part))
            var status = stat()
            if lstat(current, &status) == 0 {
                if (status.st_mode & S_IFMT) == S_IFLNK { throw .outside(name: name) }
                guard (status.st_mode & S_IFMT) == S_IFDIR else {
                    throw .unwritable(path: current, reason: "not a folder")
                }
            } else {
                try UserFileWriter.makeFolder(current)
            }
        }
    }

    /// The file's folder, symbolic links followed, is the folder or inside it.
    static func insideFolder(_ path: String, folder: String, name: String) throws(UserFileError) {
        guard let base = realPath(folder), let parent = realPath(FilePath.parent(of: path)) else {
            throw .outside(name: name)
        }
        guard parent == base || parent.hasPrefix(base == "/" ? "/" : base + "/") else { throw .outside(name: name) }
        var status = stat()
        // The file itself a symbolic link (to anywhere): never written through.
        if lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK { throw .outside(name: name) }
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
