#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The private folder our own language definitions are written to, for source-highlight to
/// read: `$TMPDIR` (or `/tmp`) `/viper-shell-UID/source-highlight-VERSION`, each level mode
/// 0700 and owned by the user.
///
/// Not in the shell's own folders: with `--home DIR` everything the shell keeps lives in DIR,
/// and these files are no data of the user's but copies of texts the binary holds, remade at
/// will. A folder that another user made first (a symlink, another owner, group or world
/// access) is never used: then there is no folder, and our own languages are shown plain.
enum LanguageFileFolder {
    /// The folder for definitions of version `version` (a hash of their texts), made if
    /// missing; nil when no private folder can be had.
    static func path(version: String) -> String? {
        guard let user = privateFolder(temporaryDirectory() + "/viper-shell-\(geteuid())") else { return nil }
        return privateFolder(user + "/source-highlight-" + version)
    }

    private static func temporaryDirectory() -> String {
        if let value = getenv("TMPDIR").map({ String(cString: $0) }), value.hasPrefix("/"), value.count > 1 {
            return value.hasSuffix("/") ? String(value.dropLast()) : value
        }
        return "/tmp"
    }

    /// `path`, made with mode 0700 if missing, when it is a real folder of the user's that no
    /// one else can enter; nil otherwise.
    private static func privateFolder(_ path: String) -> String? {
        if mkdir(path, 0o700) != 0 && errno != EEXIST { return nil }
        var facts = stat()
        guard lstat(path, &facts) == 0, (facts.st_mode & S_IFMT) == S_IFDIR, facts.st_uid == geteuid() else {
            return nil
        }
        if facts.st_mode & 0o077 != 0 && chmod(path, 0o700) != 0 { return nil }
        return path
    }
}
