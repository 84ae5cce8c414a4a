import Foundation
import PackagePlugin

/// Writes `BuildCommit.swift` (the short git commit the binary is built from, or `unknown`
/// outside a git checkout) before each build of the target that uses it, for `--version`.
/// The file is rewritten only when the commit changed, so an unchanged tree recompiles nothing.
@main struct VersionStamp: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appending(path: "Generated")
        let file = output.appending(path: "BuildCommit.swift")
        let script = """
            mkdir -p "$2"
            commit=$(git -C "$1" rev-parse --short=7 HEAD 2>/dev/null || echo unknown)
            text="/// The git commit this binary was built from (written by the VersionStamp plugin).
            enum BuildCommit { static let id = \\"$commit\\" }"
            [ "$(cat "$3" 2>/dev/null)" = "$text" ] || printf '%s\\n' "$text" > "$3"
            """
        return [.prebuildCommand(displayName: "Stamping the git commit into \(target.name)",
                                 executable: URL(fileURLWithPath: "/bin/sh"),
                                 arguments: ["-c", script, "sh", context.package.directoryURL.path, output.path, file.path],
                                 outputFilesDirectory: output)]
    }
}
