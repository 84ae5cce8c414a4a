/// Small string helpers for POSIX paths (the shell only ever handles absolute or cwd-relative paths).
package enum FilePath {
    /// The folder part of `path` ("." for a bare name, "/" for a file at the root).
    package static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// The last component of `path`.
    package static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `directory` and `name` joined with one slash.
    package static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// `path` made absolute against the current directory.
    package static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : join(WorkingDirectory.current, path)
    }
}
