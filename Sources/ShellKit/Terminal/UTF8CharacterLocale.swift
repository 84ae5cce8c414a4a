#if canImport(Glibc)
import Glibc
#endif

/// The shell reads and writes UTF-8 whatever the locale says. GNU readline measures characters by
/// the C library's `LC_CTYPE`, which it sets itself from `LC_ALL`, `LC_CTYPE` or `LANG` each time a
/// line starts: under `LC_ALL=C` (or a locale that is not installed) it took `門` for three
/// characters, and backspace left two bytes of it behind. So where the environment's character
/// locale is not UTF-8, it is made `C.UTF-8`, in the variable readline reads and in the C library.
package enum UTF8CharacterLocale {
    /// Makes the character locale UTF-8; true when one is in force afterwards.
    @discardableResult
    package static func adopt() -> Bool {
        if setlocale(LC_CTYPE, "") != nil, isUTF8 { return true }
        // The first of LC_ALL, LC_CTYPE and LANG that is set decides, as for the C library.
        let deciding: [String] = ["LC_ALL", "LC_CTYPE"]
        let variable = deciding.first { name in getenv(name).map { $0.pointee != 0 } ?? false } ?? "LC_CTYPE"
        setenv(variable, fallback, 1)
        return setlocale(LC_CTYPE, fallback) != nil && isUTF8
    }

    /// The UTF-8 locale every glibc has built in (2.35 and later).
    private static let fallback = "C.UTF-8"

    /// Whether the character locale in force now is UTF-8.
    package static var isUTF8: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }
}
