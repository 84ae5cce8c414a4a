import CSourceHighlight

#if canImport(Glibc)
import Glibc
#endif

func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1_000_000
}

let dataDir = getenv("SHL_DATA_DIR").map { String(cString: $0) } ?? "/usr/share/source-highlight"

/// Language names (a fence's info string, lower-cased) to .lang files: lang.map first, then our
/// aliases for what it lacks. nil: plain code.
func langFile(_ name: String) -> String? {
    let aliases = ["typescript": "javascript.lang", "ts": "javascript.lang", "tsx": "javascript.lang",
                   "jsx": "javascript.lang", "rust": "rust.lang", "c++": "cpp.lang", "c#": "csharp.lang",
                   "kotlin": "scala.lang", "kt": "scala.lang", "swift": "scala.lang",
                   "yaml": "properties.lang", "yml": "properties.lang",
                   "dockerfile": "sh.lang", "docker": "sh.lang",
                   "terraform": "conf.lang", "hcl": "conf.lang", "tf": "conf.lang",
                   "console": "sh.lang", "zsh": "zsh.lang"]
    if name.contains("/") { return name }   // a .lang file by path (our own language files)
    if let file = aliases[name] { return file }
    var out: UnsafeMutablePointer<CChar>?
    guard shl_lang_file(dataDir, name, &out) == 0, let out else { free(out); return nil }
    defer { free(out) }
    let file = String(cString: out)
    return file.isEmpty ? nil : file
}

func highlight(_ code: String, _ lang: String, outlang: String = "esc.outlang", style: String = "esc.style") -> (String, Bool) {
    var out: UnsafeMutablePointer<CChar>?
    let status = code.utf8CString.withUnsafeBufferPointer {
        shl_highlight(dataDir, outlang, style, $0.baseAddress, $0.count - 1, lang, &out)
    }
    defer { free(out) }
    return (out.map { String(cString: $0) } ?? "", status == 0)
}

let args = CommandLine.arguments
switch args.count > 1 ? args[1] : "" {
case "langs":
    for name in args.dropFirst(2) { print("\(name) → \(langFile(name) ?? "(none: plain)")") }
case "time":
    // hlproto time LANG FILE [outlang style]
    let code = String(decoding: try! readAll(args[3]), as: UTF8.self)
    guard let file = langFile(args[2]) else { print("no language file"); exit(1) }
    let outlang = args.count > 4 ? args[4] : "esc.outlang", style = args.count > 5 ? args[5] : "esc.style"
    for run in 1...5 {
        let t0 = now()
        let (text, ok) = highlight(code, file, outlang: outlang, style: style)
        let t1 = now()
        let bytes = text.utf8.count, elapsed = Int(((t1 - t0) * 100).rounded())
        print("run \(run): \(elapsed / 100).\(elapsed % 100 < 10 ? "0" : "")\(elapsed % 100) ms, ok \(ok), \(bytes) bytes")
    }
case "show":
    // hlproto show LANG FILE [outlang style]: the highlighted text on stdout
    let code = String(decoding: try! readAll(args[3]), as: UTF8.self)
    let outlang = args.count > 4 ? args[4] : "esc.outlang", style = args.count > 5 ? args[5] : "esc.style"
    let (text, ok) = highlight(code, langFile(args[2]) ?? "nohilite.lang", outlang: outlang, style: style)
    print(text, terminator: "")
    if !ok { print("error: \(text)"); exit(1) }
case "bad":
    // a missing language file and a missing data dir: an error string, no crash
    print(highlight("x = 1\n", "nosuch.lang"))
    var out: UnsafeMutablePointer<CChar>?
    print(shl_highlight("/nonexistent", "esc.outlang", "esc.style", "x", 1, "python.lang", &out), String(cString: out!))
default:
    print("usage: hlproto langs NAME… | time LANG FILE | show LANG FILE | bad")
}

func readAll(_ path: String) throws -> [UInt8] {
    guard let f = fopen(path, "rb") else { fatalError("cannot open \(path)") }
    defer { fclose(f) }
    var bytes: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 65536)
    while case let n = fread(&chunk, 1, chunk.count, f), n > 0 { bytes += chunk[0..<n] }
    return bytes
}
