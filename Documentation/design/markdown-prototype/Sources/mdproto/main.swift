import CCmarkGFM
import MarkdownTree

#if canImport(Glibc)
import Glibc
#endif

func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1_000_000
}

func ms(_ x: Double) -> String { let t = Int((x * 100).rounded()); return "\(t / 100).\(t % 100 < 10 ? "0" : "")\(t % 100)" }

func readFile(_ path: String) -> String {
    guard let f = fopen(path, "rb") else { fatalError("cannot open \(path)") }
    defer { fclose(f) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let n = fread(&chunk, 1, chunk.count, f)
        if n <= 0 { break }
        bytes.append(contentsOf: chunk[0..<n])
    }
    return String(decoding: bytes, as: UTF8.self)
}

/// Prints the tree, one node a line, indented by depth (depth from the parent chain).
func dump(_ doc: MarkdownDocument) {
    var depth = [Int](repeating: 0, count: doc.nodes.count)
    for (i, node) in doc.nodes.enumerated() {
        if node.parent >= 0 { depth[i] = depth[Int(node.parent)] + 1 }
        let kind = "\(node.kind)".split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\\n")
        print(String(repeating: "  ", count: depth[i]) + kind + "  [\(node.startLine)-\(node.endLine)]")
    }
}

/// Counts cmark_iter events per node type (checks which nodes get EXIT events).
func events(_ markdown: String) {
    QiitaMarkdownParser.withCTree(markdown) { _, root in
        let iter = cmark_iter_new(root)!
        defer { cmark_iter_free(iter) }
        var counts: [String: (Int, Int)] = [:]
        while case let event = cmark_iter_next(iter), event != CMARK_EVENT_DONE {
            let name = String(cString: cmark_node_get_type_string(cmark_iter_get_node(iter)))
            var c = counts[name] ?? (0, 0)
            if event == CMARK_EVENT_ENTER { c.0 += 1 } else { c.1 += 1 }
            counts[name] = c
        }
        for (name, c) in counts.sorted(by: { $0.key < $1.key }) { print("\(name): enter \(c.0) exit \(c.1)") }
    }
}

let args = CommandLine.arguments
guard args.count >= 3 else {
    print("usage: mdproto dump|html|events|time FILE")
    exit(2)
}
let text = readFile(args[2])
switch args[1] {
case "dump":
    dump(QiitaMarkdownParser.parse(text))
case "html":
    print(QiitaMarkdownParser.html(text), terminator: "")
case "text":
    print(HTMLText.text(QiitaMarkdownParser.html(text)), terminator: "")
case "events":
    events(text)
case "time":
    // Parse only (C tree), parse + cmark_iter walk into the Swift tree, and HTML rendering.
    let runs = args.count > 3 ? Int(args[3])! : 5
    for _ in 0..<runs {
        let t0 = now()
        let count = QiitaMarkdownParser.withCTree(text) { _, root in cmark_node_get_type(root) == CMARK_NODE_DOCUMENT ? 1 : 0 }
        let t1 = now()
        let doc = QiitaMarkdownParser.parse(text)
        let t2 = now()
        let html = QiitaMarkdownParser.html(text)
        let t3 = now()
        let nodes = doc.nodes.count, bytes = html.utf8.count
        print("parse \(ms(t1 - t0)) ms  parse+walk→Swift tree \(ms(t2 - t1)) ms (\(nodes) nodes)  parse+html \(ms(t3 - t2)) ms (\(bytes) bytes) \(count)")
    }
default:
    print("unknown command")
    exit(2)
}
