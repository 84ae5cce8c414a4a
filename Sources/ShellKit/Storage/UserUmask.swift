#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// The umask the shell was started with. The shell makes its own files private (umask 077);
/// files the user asks for (an export, code saved) get the modes this mask gives, as any other
/// program's output does.
package enum UserUmask {
    private static let mask = Atomic<UInt32>(0o022)

    /// Sets the shell's umask to `private` and keeps the one it replaces.
    package static func replace(with private: mode_t) {
        mask.store(UInt32(umask(`private`)), ordering: .relaxed)
    }

    /// `mode` (0o666 for a file, 0o777 for a folder) under the user's umask.
    package static func applied(to mode: mode_t) -> mode_t {
        mode & ~mode_t(mask.load(ordering: .relaxed))
    }
}
