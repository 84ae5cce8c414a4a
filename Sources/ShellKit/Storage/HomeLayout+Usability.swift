#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension HomeLayout {
    /// The first folder of the layout the shell cannot use, checked once at start so that a bad
    /// `--home` is one error, not one for every file a command reads: a folder that is a file, one
    /// that cannot be made because the nearest thing above it that exists is not a folder, or one
    /// that exists but cannot be entered and listed. A folder that does not exist yet is fine (it
    /// is made when first written to).
    public func unusableFolder() -> HomeLayoutError? {
        for folder in [configDirectory, stateDirectory, cacheDirectory] {
            if let problem = Self.problem(with: folder) { return problem }
        }
        return nil
    }

    private static func problem(with folder: String) -> HomeLayoutError? {
        var existing = folder
        var information = stat()
        while stat(existing, &information) != 0 {
            guard errno == ENOENT || errno == ENOTDIR else {
                return .unusable(path: folder, reason: SystemError.describe())
            }
            let parent = FilePath.parent(of: existing)
            // Nothing above exists (a relative path in a missing working directory): let the writes say.
            guard parent != existing, !parent.isEmpty else { return nil }
            existing = parent
        }
        guard (information.st_mode & S_IFMT) == S_IFDIR else {
            return .unusable(path: folder, reason: SystemError.describe(ENOTDIR))
        }
        if existing == folder, access(folder, R_OK | X_OK) != 0 {
            return .unusable(path: folder, reason: SystemError.describe())
        }
        return nil
    }
}
