import ArgumentParser
import ArticleImages
import DeveloperTools
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import MarkdownTerminal
import ShellKit
import ViperShell

/// `viper-bench article-images IMAGE`: an article of ten paragraphs each followed by an image
/// (IMAGE, cached under ten addresses), laid out as the reader lays out its first frame (the
/// parse, then the first 2 × rows lines) with its images drawn as blocks (or `--protocol kitty|
/// iterm|sixel`, cells of 10 × 20 pixels), beside the same article without images; each run with
/// a fresh image library, so every image shown is read from the cache and decoded when the
/// protocol needs it (issue 39: an article with 10 cached images to its first frame).
struct ArticleImagesTimes: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "article-images", abstract: "Time the reader's first frame of an article with ten cached images.")
    @Argument(help: "A PNG, JPEG, GIF or WebP file, cached ten times.") var file: String
    @Option var images = 10
    @Option var rows = 24
    @Option var columns = 80
    @Option var runs = 10
    @Option(help: "blocks, kitty, iterm or sixel.") var `protocol` = "blocks"

    func run() throws {
        guard let imageProtocol = ImageProtocol(rawValue: `protocol`) else {
            throw ValidationError("--protocol takes blocks, kitty, iterm or sixel")
        }
        let graphics = ImageGraphics(imageProtocol: imageProtocol, trueColour: true)
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
        let folder = SystemTemporaryDirectory.path + "viper-bench-images-\(getpid())"
        defer { _ = try? FileManager.default.removeItem(atPath: folder) }
        let cache = ImageCache(folder: folder)
        var markdown = ""
        for number in 1...images {
            let address = "https://images.viper-bench.invalid/\(number).png"
            try cache.store(bytes, for: address)
            markdown += "Paragraph \(number) before picture \(number), long enough to wrap once at eighty columns or so.\n\n"
            markdown += "![Picture \(number)](\(address))\n\n"
        }
        func firstFrame(withImages: Bool) -> (milliseconds: Double, lines: Int) {
            var layout = MarkdownLayoutOptions(style: TextStyle(isEnabled: true))
            if withImages {
                let drawer = ImageRowDrawer(library: ArticleImageLibrary(cache: cache), renditions: ImageRenditions())
                layout.images = ArticleImageBlocks(drawer: drawer, graphics: graphics, maximumRows: rows / 2)
            }
            let started = ContinuousClock.now
            var progressive = MarkdownTerminalRenderer(width: columns, options: layout).progressiveLayout(parsing: markdown)
            progressive.extend(toAtLeast: rows * 2)
            return ((ContinuousClock.now - started).milliseconds, progressive.lines.count)
        }
        /// As the reader does it: the first frame with a drawing worker (it waits for no image),
        /// then laid out again until every image that frame asked for is drawn.
        func readerFrames() -> (first: Double, drawn: Double) {
            let arrivals = ImageArrivals()
            let library = ArticleImageLibrary(cache: cache)
            var layout = MarkdownLayoutOptions(style: TextStyle(isEnabled: true))
            let drawer = ImageRowDrawer(library: library, renditions: ImageRenditions())
            layout.images = ArticleImageBlocks(
                drawer: drawer, graphics: graphics, maximumRows: rows / 2,
                worker: ImageDrawingWorker(drawer: drawer, arrivals: arrivals))
            let renderer = MarkdownTerminalRenderer(width: columns, options: layout)
            let started = ContinuousClock.now
            var progressive = renderer.progressiveLayout(parsing: markdown)
            progressive.extend(toAtLeast: rows * 2)
            let first = (ContinuousClock.now - started).milliseconds
            let asked = progressive.lines.filter { $0.contains("🖼") }.count
            while arrivals.generation < asked { usleep(200) }
            var again = renderer.progressiveLayout(parsing: markdown)
            again.extend(toAtLeast: rows * 2)
            return (first, (ContinuousClock.now - started).milliseconds)
        }
        let plain = (0..<runs).map { _ in firstFrame(withImages: false) }
        let drawn = (0..<runs).map { _ in firstFrame(withImages: true) }
        let reader = (0..<runs).map { _ in readerFrames() }
        emit([
            "images": images, "protocol": imageProtocol.rawValue, "rows": rows, "columns": columns, "image_bytes": bytes.count,
            "without_images": fields(LatencySummary(milliseconds: plain.map(\.milliseconds))),
            "drawn_on_the_spot": fields(LatencySummary(milliseconds: drawn.map(\.milliseconds))),
            "reader_first_frame": fields(LatencySummary(milliseconds: reader.map(\.first))),
            "reader_images_drawn": fields(LatencySummary(milliseconds: reader.map(\.drawn))),
            "first_frame_lines": drawn.first?.lines ?? 0,
        ])
    }
}
