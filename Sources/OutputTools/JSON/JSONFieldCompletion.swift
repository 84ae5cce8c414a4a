import ShellKit

/// Completion of `--json` field lists: `--json=id,ti` → `--json=id,title`, or after a bare
/// `--json` the list itself (`id,ti` → `id,title`).
package enum JSONFieldCompletion {
    /// For a word starting with `-`: `--json`, then `--json=FIELD,…`.
    package static func candidates(for prefix: String, in fieldSet: JSONFieldSet) -> [String] {
        let option = "--json="
        guard prefix.hasPrefix(option) else { return ["--json", option].filter { $0.hasPrefix(prefix) } }
        return fieldLists(for: String(prefix.dropFirst(option.count)), in: fieldSet).map { option + $0 }
    }

    /// The typed list with its last field completed (fields already named are not offered again).
    package static func fieldLists(for typed: String, in fieldSet: JSONFieldSet) -> [String] {
        let parts = typed.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        let done = parts.dropLast()
        let last = parts.last ?? ""
        let head = done.isEmpty ? "" : done.joined(separator: ",") + ","
        return fieldSet.fields.filter { $0.hasPrefix(last) && !done.contains($0) }.map { head + $0 }
    }
}
