import ArgumentParser
import ArticleImages
import DeveloperTools
import ShellKit
import ViperShell
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// `viper-bench image FILE`: times what showing an image costs in process (issue 39's row): the
/// header read, the decode, the sixel encoder's scaling alone, and each way of drawing it into a
/// canvas of `--columns` × `--rows` cells of 10 × 20 pixels; then, per protocol, the file's bytes to the sequence as the shell
/// makes it (`shown_*`: kitty and iTerm2 send a PNG as it is, the rest is decoded and encoded);
/// `--show MODE` prints one drawing instead (blocks as coloured text).
struct ImageTimes: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "image",
        abstract: "Time decoding an image and drawing it as blocks, sixel, kitty and iTerm2.")
    @Argument(help: "A PNG, JPEG, GIF or WebP file.") var file: String
    @Option var columns = 80
    @Option(help: "The canvas's rows (default: the image's aspect at 10 × 20 pixel cells).") var rows: Int?
    @Option var repetitions = 10
    @Option(help: "Print one drawing instead: blocks, sixel, kitty or iterm.") var show: String?

    func run() throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
        let image: DecodedImage
        do { image = try DecodedImage.decode(bytes) } catch { throw ValidationError(error.reason) }
        let rows = rows ?? max(1, (columns * 10 * image.height) / (image.width * 20))
        let canvas = ImageCanvas(columns: columns, rows: rows)
        if let show {
            try printDrawing(image, mode: show, canvas: canvas)
            return
        }
        var figures: [String: Any] = [
            "format": image.header.format.rawValue, "width": image.width, "height": image.height, "bytes": bytes.count,
            "columns": columns, "rows": rows,
            "decode": fields(LatencySummary(milliseconds: times { _ = try? DecodedImage.decode(bytes) })),
            "blocks": fields(LatencySummary(milliseconds: times { _ = image.symbols(in: canvas) })),
            // The sixel encoder's scaling alone, to the canvas's pixels in whole six-pixel bands.
            "scale": fields(LatencySummary(milliseconds: times {
                _ = image.scaledPixels(width: columns * 10, height: max(6, rows * 20 / 6 * 6))
            })),
        ]
        for graphics in PixelGraphics.allCases {
            figures[graphics.rawValue] = fields(LatencySummary(milliseconds: times {
                _ = image.sequence(for: graphics, in: canvas)
            })).merging(["output_bytes": image.sequence(for: graphics, in: canvas)?.count ?? 0]) { $1 }
        }
        for imageProtocol in [ImageProtocol.kitty, .iterm, .sixel] {
            let drawing = PixelImageDrawing(
                graphics: ImageGraphics(imageProtocol: imageProtocol, trueColour: true), maximumRows: rows)
            let shown = {
                drawing.sequence(file: bytes, header: image.header, in: canvas, kittyID: 7) { try? DecodedImage.decode(bytes) }
            }
            figures["shown_" + imageProtocol.rawValue] = fields(LatencySummary(milliseconds: times { _ = shown() }))
                .merging(["output_bytes": shown()?.count ?? 0]) { $1 }
        }
        emit(figures)
    }

    private func times(_ work: () -> Void) -> [Double] {
        (0..<repetitions).map { _ in
            let started = ContinuousClock.now
            work()
            return (ContinuousClock.now - started).milliseconds
        }
    }

    private func printDrawing(_ image: DecodedImage, mode: String, canvas: ImageCanvas) throws {
        if mode == "blocks" {
            guard let cells = image.symbols(in: canvas) else { throw ValidationError("the canvas is too large") }
            for row in 0..<canvas.rows {
                var line = ""
                for cell in cells[row * canvas.columns..<(row + 1) * canvas.columns] {
                    line += sgr(cell.foreground, base: 38) + sgr(cell.background, base: 48) + String(cell.character)
                        + "\u{1B}[0m"
                }
                print(line)
            }
            return
        }
        guard let graphics = PixelGraphics.allCases.first(where: { $0.rawValue.lowercased().hasPrefix(mode.lowercased()) }),
            let bytes = image.sequence(for: graphics, in: canvas)
        else { throw ValidationError("--show takes blocks, sixel, kitty or iterm") }
        _ = bytes.withUnsafeBufferPointer { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    }

    private func sgr(_ colour: ImageSymbolCell.Colour?, base: Int) -> String {
        switch colour {
        case .rgb(let red, let green, let blue)?: "\u{1B}[\(base);2;\(red);\(green);\(blue)m"
        case .palette(let index)?: "\u{1B}[\(base);5;\(index)m"
        case nil: ""
        }
    }
}
